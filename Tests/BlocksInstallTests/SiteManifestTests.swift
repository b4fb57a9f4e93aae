import BlocksCatalog
import BlocksInstall
import Testing

/// A site's manifest line names a file and the SHA-256 of what was written there; a line of an
/// earlier version names the file alone, and such a file is never removed.
@Suite struct SiteManifestTests {
  static let digest = String(repeating: "0123456789abcdef", count: 4)

  @Test(arguments: [
    ("\(digest) index.html", "index.html", digest as String?),
    ("\(digest) blocks/a page.html", "blocks/a page.html", digest),
    ("index.html", "index.html", nil),
    // Not a digest: uppercase, too short, or not hexadecimal. The whole line is a path.
    ("\(digest.uppercased()) index.html", "\(digest.uppercased()) index.html", nil),
    ("\(digest.dropLast()) index.html", "\(digest.dropLast()) index.html", nil),
    ("\(digest.dropLast())g index.html", "\(digest.dropLast())g index.html", nil),
  ])
  func parsesALine(line: String, path: String, digest: String?) {
    let entry = SiteWriter.ManifestEntry(line: Substring(line))
    #expect(entry.path == path)
    #expect(entry.digest == digest)
    #expect(entry.line == line)
  }

  @Test func anEntryRecordsTheDigestOfItsBytes() {
    let entry = SiteWriter.ManifestEntry(path: "llms.txt", bytes: Array("abc".utf8))
    #expect(
      entry.digest == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(SiteWriter.ManifestEntry(line: Substring(entry.line)) == entry)
  }
}
