/// Writes a generated site into a directory, with the same care as `blocks add`.
///
/// The directory is created if it is missing (its parent must exist). An existing directory must
/// be empty or hold a site this tool wrote before (it keeps a list of its files in
/// `.blocks-site`), so a mistyped `--out` never mixes the site into someone's project. Every
/// file is written to a temporary file beside it and renamed into place; no symbolic link inside
/// the directory is ever followed; files of the previous site that the new one no longer has
/// are removed, and nothing else is.
package enum SiteWriter {
  /// The name of the list of files a site was written with.
  package static let manifestName = ".blocks-site"

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
  package static func write(_ files: [SiteFile], to path: String, named name: String)
    throws(BlocksError) -> Summary
  {
    let root = try prepareDirectory(path, named: name)
    let previous = try previousFiles(in: root, named: name)
    // Plan first: every folder must be a real directory or missing, every file a regular file,
    // a link (replaced, never followed) or missing, before anything is written.
    var folders: [String] = []
    var seenFolders: Set<String> = []
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
      case .missing, .file, .symbolicLink: break
      case .directory, .other:
        throw BlocksError(
          "'\(display(name, file.path.value))' is in the way: it is not a regular file "
            + "(nothing was written)", status: .fileSystem)
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
    for (index, file) in files.enumerated() {
      try writeFile(file.bytes, at: root + "/" + file.path.value, index: index)
      let size = file.bytes.count
      byteCount += size
      if file.path.value.hasSuffix(".html"), size > (largest?.bytes ?? -1) {
        largest = (file.path, size)
      }
    }
    let written = Set(files.map(\.path.value))
    for stale in previous where !written.contains(stale) {
      if FileSystem.kind(of: root + "/" + stale) == .file { FileSystem.remove(root + "/" + stale) }
    }
    let manifest = files.map(\.path.value).joined(separator: "\n") + "\n"
    try writeFile(Array(manifest.utf8), at: root + "/" + manifestName, index: files.count)
    return Summary(
      directory: root, fileCount: files.count, byteCount: byteCount, largestPage: largest)
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
    -> [String]
  {
    guard let entries = FileSystem.entries(of: root) else {
      throw BlocksError("cannot read directory '\(name)'", status: .fileSystem)
    }
    if entries.isEmpty { return [] }
    let manifestPath = root + "/" + manifestName
    guard FileSystem.kind(of: manifestPath) == .file,
      let manifest = try? FileSystem.readFile(manifestPath)
    else {
      throw BlocksError(
        "'\(name)' is not empty and holds no site written by 'blocks site'; choose a new or "
          + "empty directory (nothing was written)", status: .fileSystem)
    }
    return manifest.split(separator: "\n").map(String.init).filter(isSafe)
  }

  /// Whether `path` is relative, without `.`, `..` or empty parts: it stays inside the root.
  private static func isSafe(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/") && !path.utf8.contains(0)
      && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
        !$0.isEmpty && $0 != "." && $0 != ".."
      }
  }

  private static func writeFile(_ bytes: [UInt8], at path: String, index: Int)
    throws(BlocksError)
  {
    let slash = path.lastIndex(of: "/") ?? path.startIndex
    let temporary =
      String(path[..<slash]) + "/." + path[path.index(after: slash)...]
      + ".blocks-\(FileSystem.processID)-\(index).tmp"
    do {
      try FileSystem.createFile(temporary, bytes: bytes, permissions: 0o644)
      try FileSystem.rename(temporary, to: path)
    } catch {
      FileSystem.remove(temporary)
      throw BlocksError("\(error.message) (the site may be incomplete)", status: .fileSystem)
    }
  }

  private static func display(_ directory: String, _ file: String) -> String {
    directory.hasSuffix("/") ? directory + file : directory + "/" + file
  }
}
