import BlocksCatalog
import BlocksSite

/// Writes a generated site into a directory, with the same care as `blocks add`.
///
/// The directory is created if it is missing (its parent must exist). An existing directory must
/// be empty or hold a site this tool wrote before (it keeps a list of its files and their SHA-256
/// in `.blocks-site`), so a mistyped `--out` never mixes the site into someone's project. The
/// list is written first, naming the old files and the new ones, so a run that is interrupted
/// (a full disk, a signal) leaves a directory the next run recognizes and finishes. Every file is
/// written to a temporary file beside it and renamed into place; no symbolic link inside the
/// directory is ever followed; a file of the previous site that the new one no longer has is
/// removed only when it still holds the bytes the tool wrote, and nothing else is. A file of the
/// new site is written over an existing one only when that one still holds bytes the tool wrote
/// (or already the new bytes), unless the caller forces it: a page someone edited, or a file they
/// put where the site now has one, is refused with nothing written.
package enum SiteWriter {
  /// The name of the list of files a site was written with.
  package static let manifestName = ".blocks-site"

  /// One line of the manifest: a file of the site and the SHA-256 of the bytes written there.
  package struct ManifestEntry: Equatable {
    /// The file's path inside the site.
    package var path: String
    /// The lowercase hexadecimal SHA-256 of what the tool wrote; `nil` in a manifest of an
    /// earlier version, which listed paths alone (such a file is never removed).
    package var digest: String?

    /// The entry as a manifest line, without its line feed.
    package var line: String { digest.map { $0 + " " + path } ?? path }

    /// The entry of a manifest line: `DIGEST PATH`, or a path alone from an earlier version.
    package init(line: Substring) {
      let parts = line.split(separator: " ", maxSplits: 1)
      if parts.count == 2, parts[0].utf8.count == 64,
        parts[0].utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
      {
        digest = String(parts[0])
        path = String(parts[1])
      } else {
        digest = nil
        path = String(line)
      }
    }

    /// The entry of `path` holding `bytes`.
    package init(path: String, bytes: [UInt8]) {
      self.path = path
      digest = SHA256.hexDigest(bytes)
    }
  }

  /// What was written.
  package struct Summary: Sendable, Equatable {
    /// The real path of the directory.
    package var directory: String
    /// How many files the site has.
    package var fileCount: Int
    /// Their total size in bytes.
    package var byteCount: Int
    /// The largest HTML page and its size in bytes.
    package var largestPage: (path: SitePath, bytes: Int)?

    /// Whether two summaries say the same; written out because a tuple is not `Equatable`.
    package static func == (lhs: Summary, rhs: Summary) -> Bool {
      lhs.directory == rhs.directory && lhs.fileCount == rhs.fileCount
        && lhs.byteCount == rhs.byteCount && lhs.largestPage?.path == rhs.largestPage?.path
        && lhs.largestPage?.bytes == rhs.largestPage?.bytes
    }
  }

  /// Writes `files` into the directory at `path`; messages name it `name` (what the user typed).
  ///
  /// With `force` it overwrites files changed since the tool wrote them, and replaces symbolic
  /// links standing where the site has a file (the links themselves, never what they point to).
  package static func write(
    _ files: [SiteFile], to path: String, named name: String, force: Bool = false
  ) throws(BlocksError) -> Summary {
    let root = try prepareDirectory(path, named: name)
    let lock: Int32
    do {
      lock = try FileSystem.lockDirectory(root)
    } catch {
      throw BlocksError("\(error.message) (nothing was written)", status: .fileSystem)
    }
    defer { FileSystem.unlock(lock) }
    let previous = try previousFiles(in: root, named: name)
    // Plan first: every folder must be a real directory or missing, every file a regular file,
    // a link (replaced, never followed) or missing, before anything is written.
    var folders: [String] = []
    var seenFolders: Set<String> = []
    var digests: [String: Set<String>] = [:]
    for entry in previous {
      digests[entry.path, default: []].insert(entry.digest ?? "")
    }
    var changed: [String] = []
    // Files already holding what the site has there: read once here, left alone below.
    var identical: Set<String> = []
    for file in files {
      guard isSafe(file.path.value) else {
        throw BlocksError(
          "refusing to write '\(file.path)': not a plain relative path", status: .usage)
      }
      var prefix = ""
      for folder in file.path.folders {
        prefix += (prefix.isEmpty ? "" : "/") + folder
        guard seenFolders.insert(prefix).inserted else { continue }
        folders.append(prefix)
        switch FileSystem.kind(of: root + "/" + prefix) {
        case .missing, .directory: break
        case .symbolicLink:
          throw BlocksError(
            "'\(display(name, prefix))' is a symbolic link, which blocks never follows "
              + "(nothing was written)", status: .fileSystem)
        case .file, .other:
          throw BlocksError(
            "'\(display(name, prefix))' is in the way: it is not a directory (nothing was written)",
            status: .fileSystem)
        }
      }
      switch FileSystem.kind(of: root + "/" + file.path.value) {
      case .missing: break
      case .file:
        let bytes = try? FileSystem.readBytes(root + "/" + file.path.value)
        if bytes == file.bytes {
          identical.insert(file.path.value)
        } else if !force, isChanged(bytes, written: digests[file.path.value]) {
          changed.append(file.path.value)
        }
      case .symbolicLink:
        if !force { changed.append(file.path.value) }
      case .directory, .other:
        throw BlocksError(
          "'\(display(name, file.path.value))' is in the way: it is not a regular file "
            + "(nothing was written)", status: .fileSystem)
      }
    }
    if !changed.isEmpty {
      let shown = changed.prefix(3).map { "'\(display(name, $0))'" }.joined(separator: ", ")
      let more = changed.count > 3 ? " and \(changed.count - 3) more" : ""
      let verb = changed.count == 1 ? "was" : "were"
      throw BlocksError(
        "\(shown)\(more) \(verb) changed since 'blocks site' wrote the site, or not written by "
          + "it; move your changes away, or overwrite with --force (nothing was written)",
        status: .refused)
    }
    // Whatever happens next, the manifest already names every file this run may leave.
    let entries = files.map { ManifestEntry(path: $0.path.value, bytes: $0.bytes) }
    try writeManifest(previous + entries, in: root)
    // The files this run or the previous one may have been writing, by folder.
    var names: [String: Set<String>] = ["": [manifestName]]
    for entry in previous + entries {
      let slash = entry.path.lastIndex(of: "/")
      let folder = slash.map { String(entry.path[..<$0]) } ?? ""
      let file = slash.map { String(entry.path[entry.path.index(after: $0)...]) } ?? entry.path
      names[folder, default: []].insert(file)
    }
    for folder in [""] + folders {
      let directory = folder.isEmpty ? root : root + "/" + folder
      if FileSystem.kind(of: directory) == .directory {
        FileSystem.removeStaleTemporaries(in: directory) { names[folder]?.contains($0) == true }
      }
    }
    for folder in folders where FileSystem.kind(of: root + "/" + folder) == .missing {
      do {
        try FileSystem.makeDirectory(root + "/" + folder)
      } catch {
        throw BlocksError(error.message, status: .fileSystem)
      }
    }
    var byteCount = 0
    var largest: (path: SitePath, bytes: Int)?
    for file in files {
      // A file already as the site has it is left alone (its mode, its time); a replaced one
      // keeps its mode.
      if !identical.contains(file.path.value) {
        let path = root + "/" + file.path.value
        try writeFile(file.bytes, at: path, keeping: FileSystem.permissionsToKeep(at: path))
      }
      let size = file.bytes.count
      byteCount += size
      if file.path.value.hasSuffix(".html"), size > (largest?.bytes ?? -1) {
        largest = (file.path, size)
      }
    }
    let written = Set(files.map(\.path.value))
    var stale: [String: Set<String>] = [:]
    for entry in previous where !written.contains(entry.path) {
      if let digest = entry.digest { stale[entry.path, default: []].insert(digest) }
    }
    for (path, digests) in stale {
      FileSystem.removeFile(path, inside: root) { digests.contains(SHA256.hexDigest($0)) }
    }
    try writeManifest(entries, in: root)
    return Summary(
      directory: root, fileCount: files.count, byteCount: byteCount, largestPage: largest)
  }

  /// Whether a regular file holding `bytes` (`nil`: unreadable), which are not the new ones,
  /// holds none the tool wrote there (`written`, the manifest's digests for its path).
  ///
  /// A path the manifest of an earlier version listed without a digest (`""`) counts as the
  /// tool's: that version kept no record of what it wrote.
  private static func isChanged(_ bytes: [UInt8]?, written: Set<String>?) -> Bool {
    guard let written else { return true }
    if written.contains("") { return false }
    guard let bytes else { return true }
    return !written.contains(SHA256.hexDigest(bytes))
  }

  /// The real path of the output directory, created if missing, after checking it may be used.
  private static func prepareDirectory(_ path: String, named name: String) throws(BlocksError)
    -> String
  {
    if path.utf8.contains(0) {
      throw BlocksError("invalid directory: it contains a NUL byte", status: .usage)
    }
    switch FileSystem.kind(of: path, following: true) {
    case .missing:
      let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
      let parent = trimmed.lastIndex(of: "/").map { String(trimmed[..<$0]) } ?? "."
      guard FileSystem.kind(of: parent.isEmpty ? "/" : parent, following: true) == .directory
      else {
        throw BlocksError(
          "cannot create '\(name)': its parent directory does not exist (nothing was written)",
          status: .fileSystem)
      }
      do {
        try FileSystem.makeDirectory(path)
      } catch {
        throw BlocksError(
          "cannot create '\(name)': \(error.reason) (nothing was written)", status: .fileSystem)
      }
    case .directory:
      break
    default:
      throw BlocksError(
        "'\(name)' exists and is not a directory (nothing was written)", status: .fileSystem)
    }
    guard let real = FileSystem.realPath(path) else {
      throw BlocksError("cannot resolve directory '\(name)'", status: .fileSystem)
    }
    guard FileSystem.isWritable(real) else {
      throw BlocksError(
        "directory '\(name)' is not writable (nothing was written)", status: .fileSystem)
    }
    return real
  }

  /// The files of the site already in `root`, or an error if `root` holds something else.
  private static func previousFiles(in root: String, named name: String) throws(BlocksError)
    -> [ManifestEntry]
  {
    guard let entries = FileSystem.entries(of: root) else {
      throw BlocksError("cannot read directory '\(name)'", status: .fileSystem)
    }
    // A run killed before its manifest was in place leaves at most its temporary files.
    if entries.allSatisfy(FileSystem.isTemporaryName) { return [] }
    let manifestPath = root + "/" + manifestName
    guard FileSystem.kind(of: manifestPath) == .file,
      let manifest = try? FileSystem.readFile(manifestPath)
    else {
      throw BlocksError(
        "'\(name)' is not empty and holds no site written by 'blocks site'; choose a new or "
          + "empty directory (nothing was written)", status: .fileSystem)
    }
    return manifest.split(separator: "\n").map(ManifestEntry.init(line:)).filter {
      isSafe($0.path)
    }
  }

  /// Writes the manifest listing `entries`.
  private static func writeManifest(_ entries: [ManifestEntry], in root: String)
    throws(BlocksError)
  {
    var text = ""
    for entry in entries { text += entry.line + "\n" }
    let path = root + "/" + manifestName
    try writeFile(Array(text.utf8), at: path, keeping: FileSystem.permissionsToKeep(at: path))
  }

  /// Whether `path` is relative, without `.`, `..` or empty parts: it stays inside the root.
  private static func isSafe(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/") && !path.utf8.contains(0)
      && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
        !$0.isEmpty && $0 != "." && $0 != ".."
      }
  }

  /// Writes `bytes` at `path` with the mode bits `kept` from the file it replaces, or, for a
  /// new file, the umask's.
  private static func writeFile(_ bytes: [UInt8], at path: String, keeping kept: UInt32?)
    throws(BlocksError)
  {
    do {
      try FileSystem.replaceAtomically(path, bytes: bytes, permissions: kept)
    } catch {
      throw BlocksError("\(error.message) (the site may be incomplete)", status: .fileSystem)
    }
  }

  private static func display(_ directory: String, _ file: String) -> String {
    directory.hasSuffix("/") ? directory + file : directory + "/" + file
  }
}
