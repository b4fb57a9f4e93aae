#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file-system calls the installer needs, in one place: POSIX calls rather than
/// `FileManager`, because installing safely needs `lstat`, `O_NOFOLLOW`, `O_EXCL` and `rename`
/// exactly.
enum FileSystem {
  /// What is at a path, without following a final symbolic link.
  enum Kind: Equatable {
    /// Nothing.
    case missing
    /// A regular file.
    case file
    /// A directory.
    case directory
    /// A symbolic link.
    case symbolicLink
    /// Anything else (socket, device, FIFO).
    case other
  }

  /// A failed call with the system's message.
  struct Failure: Error {
    /// What failed, such as "cannot read FILE: Permission denied".
    var message: String
    /// The system's reason, such as "Permission denied".
    var reason: String
  }

  /// The kind of `path`; follows a final symbolic link only if `following` is true.
  static func kind(of path: String, following: Bool = false) -> Kind {
    var info = stat()
    let result = following ? stat(path, &info) : lstat(path, &info)
    guard result == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    case S_IFLNK: return .symbolicLink
    default: return .other
    }
  }

  /// The absolute, symlink-free form of an existing directory `path`.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether the process may create files in `directory`.
  static func isWritable(_ directory: String) -> Bool {
    access(directory, W_OK | X_OK) == 0
  }

  /// The permission bits of the regular file at `path`, if it has any.
  static func permissions(of path: String) -> UInt32? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return UInt32(info.st_mode & 0o7777)
  }

  /// The text of the regular file at `path`, never following a symbolic link.
  static func readFile(_ path: String) throws(Failure) -> String {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot read \(path)") }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("cannot read \(path)")
      }
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Creates a new file at `path` (failing if anything is there) holding `text`, flushed to disk.
  static func createFile(_ path: String, text: String, permissions: UInt32) throws(Failure) {
    try createFile(path, bytes: Array(text.utf8), permissions: permissions)
  }

  /// Creates a new file at `path` (failing if anything is there) holding `contents`, flushed to
  /// disk.
  static func createFile(_ path: String, bytes contents: [UInt8], permissions: UInt32)
    throws(Failure)
  {
    let descriptor = open(
      path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(permissions))
    guard descriptor >= 0 else { throw failure("cannot create \(path)") }
    var bytes = contents[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        let error = failure("cannot write \(path)")
        close(descriptor)
        unlink(path)
        throw error
      }
      bytes = bytes.dropFirst(written)
    }
    _ = fchmod(descriptor, mode_t(permissions))
    guard fsync(descriptor) == 0, close(descriptor) == 0 else {
      let error = failure("cannot write \(path)")
      unlink(path)
      throw error
    }
  }

  /// Atomically replaces whatever entry is at `destination` (a file or a symbolic link itself,
  /// never its target) with `source`.
  static func rename(_ source: String, to destination: String) throws(Failure) {
    #if canImport(Glibc)
      let result = Glibc.rename(source, destination)
    #else
      let result = Darwin.rename(source, destination)
    #endif
    guard result == 0 else { throw failure("cannot move \(source) to \(destination)") }
  }

  /// Gives the entry at `path` (a file or a symbolic link itself, never its target) a second
  /// name, `newName`, so it survives being replaced at `path`.
  static func link(_ path: String, to newName: String) throws(Failure) {
    guard linkat(AT_FDCWD, path, AT_FDCWD, newName, 0) == 0 else {
      throw failure("cannot keep a copy of \(path)")
    }
  }

  /// Removes the file at `path`, ignoring errors.
  static func remove(_ path: String) {
    unlink(path)
  }

  /// Creates the directory `path` (not its parents), readable by everyone.
  static func makeDirectory(_ path: String) throws(Failure) {
    guard mkdir(path, 0o755) == 0 else { throw failure("cannot create directory \(path)") }
  }

  /// The names in the directory `path`, without `.` and `..`, sorted; `nil` if it cannot be read.
  static func entries(of path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// The process id, to name temporary files.
  static var processID: Int { Int(getpid()) }

  private static func failure(_ what: String) -> Failure {
    let reason = String(cString: strerror(errno))
    return Failure(message: "\(what): \(reason)", reason: reason)
  }
}
