#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file-system calls the tool writes and reads through, in one place: POSIX calls rather than
/// `FileManager`, because installing safely needs `lstat`, `O_NOFOLLOW`, `O_EXCL` and `rename`
/// exactly.
package enum FileSystem {
  /// What is at a path, without following a final symbolic link.
  package enum Kind: Equatable {
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
  package struct Failure: Error {
    /// What failed, such as "cannot read FILE: Permission denied".
    package var message: String
    /// The system's reason, such as "Permission denied".
    package var reason: String
    /// The system's error number, such as `EEXIST`.
    package var code: Int32 = 0

    /// Whether the call failed because something already had the name it was to create.
    package var isAlreadyExisting: Bool { code == EEXIST }
  }

  /// The kind of `path`; follows a final symbolic link only if `following` is true.
  package static func kind(of path: String, following: Bool = false) -> Kind {
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

  /// The process's current directory, exactly as the system names it.
  ///
  /// Relative paths are resolved against it, so a directory that cannot be named (deleted since
  /// the shell entered it, deeper than the system's path limit) or whose name is not UTF-8 is an
  /// error: guessing another directory would write where the user did not ask.
  package static func currentDirectory() throws(Failure) -> String {
    guard let bytes = getcwd(nil, 0) else {
      throw failure("cannot tell which directory is the current one")
    }
    defer { free(bytes) }
    // Past the limit glibc still names the directory, but no call takes the name.
    guard strlen(bytes) < Int(PATH_MAX) else {
      throw Failure(
        message: "cannot use the current directory: its path is longer than the system's limit "
          + "of \(PATH_MAX) bytes", reason: "path too long", code: ENAMETOOLONG)
    }
    let path = UnsafeBufferPointer(start: bytes, count: strlen(bytes)).map {
      UInt8(bitPattern: $0)
    }
    guard path.first == UInt8(ascii: "/") else {
      throw Failure(
        message: "cannot tell which directory is the current one: it is not reachable",
        reason: "not reachable", code: ENOENT)
    }
    guard let name = String(validating: path, as: UTF8.self) else {
      throw Failure(
        message: "cannot use the current directory: its path is not UTF-8",
        reason: "not UTF-8", code: EILSEQ)
    }
    return name
  }

  /// The absolute, symlink-free form of an existing directory `path`.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether the process may create files in `directory`.
  package static func isWritable(_ directory: String) -> Bool {
    access(directory, W_OK | X_OK) == 0
  }

  /// The permission bits of the regular file at `path`, if it has any.
  package static func permissions(of path: String) -> UInt32? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return UInt32(info.st_mode & 0o7777)
  }

  /// The permission bits to keep when replacing what is at `path`: a regular file's own; `nil`
  /// for anything else (nothing, or a link, replaced by a new file that takes the umask).
  package static func permissionsToKeep(at path: String) -> UInt32? {
    kind(of: path) == .file ? permissions(of: path) : nil
  }

  /// The text of the regular file at `path`, never following a symbolic link.
  package static func readFile(_ path: String) throws(Failure) -> String {
    String(decoding: try readBytes(path), as: UTF8.self)
  }

  /// The text of an installed source file at `path`, with Windows line endings (CRLF) read as
  /// newlines, and whether it had any.
  ///
  /// An editor or a Git checkout may turn a block's newlines into CRLF; the file still is the
  /// block, line for line, and its provenance line still reads.
  package static func readSource(_ path: String) throws(Failure) -> (text: String, hadCRLF: Bool) {
    let bytes = try readBytes(path)
    var lines: [UInt8] = []
    lines.reserveCapacity(bytes.count)
    for (index, byte) in bytes.enumerated()
    where !(byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) {
      lines.append(byte)
    }
    return (String(decoding: lines, as: UTF8.self), lines.count != bytes.count)
  }

  /// The bytes of the file at `path`; a final symbolic link is followed only if `following` is
  /// true.
  package static func readBytes(_ path: String, following: Bool = false) throws(Failure) -> [UInt8]
  {
    let descriptor = open(path, O_RDONLY | (following ? 0 : O_NOFOLLOW) | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot read \(path)") }
    defer { close(descriptor) }
    return try readAll(descriptor, path: path)
  }

  /// Everything left to read from `descriptor`; errors name `path`.
  private static func readAll(_ descriptor: Int32, path: String) throws(Failure) -> [UInt8] {
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
    return bytes
  }

  /// Creates a new file at `path` (failing if anything is there) holding `contents`, flushed to
  /// disk.
  ///
  /// `permissions` are the mode bits of a file it replaces, kept as they were; `nil` for a new
  /// file, which gets read and write for everyone less the process's umask, as `touch` or an
  /// editor would give it.
  package static func createFile(_ path: String, bytes contents: [UInt8], permissions: UInt32?)
    throws(Failure)
  {
    let descriptor = open(
      path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(permissions ?? 0o666))
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
    // A mode kept from a replaced file is restored whatever the umask.
    if let permissions { _ = fchmod(descriptor, mode_t(permissions)) }
    guard fsync(descriptor) == 0, close(descriptor) == 0 else {
      let error = failure("cannot write \(path)")
      unlink(path)
      throw error
    }
  }

  /// Creates a new file beside `path` under a temporary name that no other run can choose
  /// (``temporaryName(for:)``), holding `bytes`, flushed to disk; returns its path.
  package static func createTemporary(beside path: String, bytes: [UInt8], permissions: UInt32?)
    throws(Failure) -> String
  {
    while true {
      let temporary = temporaryName(for: path)
      do {
        try createFile(temporary, bytes: bytes, permissions: permissions)
        return temporary
      } catch  where error.isAlreadyExisting {
        continue
      }
    }
  }

  /// Replaces whatever entry is at `path` (a file or a symbolic link itself) with `bytes`.
  ///
  /// Atomically: written beside it under a temporary name, flushed, then renamed over it, so a
  /// link is replaced, never followed. On failure the temporary file is removed and `path` is
  /// untouched.
  package static func replaceAtomically(_ path: String, bytes: [UInt8], permissions: UInt32? = nil)
    throws(Failure)
  {
    let temporary = try createTemporary(beside: path, bytes: bytes, permissions: permissions)
    do {
      try rename(temporary, to: path)
    } catch {
      unlink(temporary)
      throw error
    }
  }

  /// A hidden name beside `path` for a file on its way there: `.NAME.blocks-RANDOM.tmp`, with 64
  /// random bits, so two runs (even two with the same process id, as in containers) never choose
  /// the same name.
  package static func temporaryName(for path: String) -> String {
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    var random = SystemRandomNumberGenerator()
    let suffix = String(random.next() as UInt64, radix: 16)
    return path[..<slash] + "." + path[slash...] + ".blocks-" + suffix + ".tmp"
  }

  /// Whether `name` (a file name, not a path) is one of ``temporaryName(for:)``'s, or one that an
  /// earlier version of the tool left behind (`.NAME.blocks-PID-N.tmp` and its `.old` backup).
  package static func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix("."), let marker = name.range(of: ".blocks-") else { return false }
    var tail = name[marker.upperBound...]
    if tail.hasSuffix(".old") { tail = tail.dropLast(4) }
    guard tail.hasSuffix(".tmp") else { return false }
    let middle = tail.dropLast(4)
    return !middle.isEmpty
      && middle.unicodeScalars.allSatisfy {
        ("0"..."9").contains($0) || ("a"..."f").contains($0) || $0 == "-"
      }
  }

  /// The name of the file a temporary file was on its way to: `NAME` of
  /// `.NAME.blocks-RANDOM.tmp`; `nil` for a name that is no temporary's.
  package static func temporaryTarget(of name: String) -> String? {
    guard isTemporaryName(name), let marker = name.range(of: ".blocks-") else { return nil }
    return String(name[name.index(after: name.startIndex)..<marker.lowerBound])
  }

  /// Removes every regular file in `directory` that is the tool's temporary for a file it
  /// writes there (`isOwn` says which names), left by a run that was killed; call it only while
  /// holding the directory's lock (``lockDirectory(_:)``), when no other run is writing there.
  ///
  /// Only temporaries of the tool's own files: a file of the user's that merely looks like one
  /// stays.
  ///
  /// - Returns: How many files were removed.
  @discardableResult
  package static func removeStaleTemporaries(in directory: String, of isOwn: (String) -> Bool)
    -> Int
  {
    var removed = 0
    for name in entries(of: directory) ?? [] where temporaryTarget(of: name).map(isOwn) == true {
      let path = directory + "/" + name
      if kind(of: path) == .file, unlink(path) == 0 { removed += 1 }
    }
    return removed
  }

  /// Takes the exclusive lock of `directory` (waiting for another run of the tool to finish
  /// with it) and returns what ``unlock(_:)`` releases it with.
  ///
  /// Runs of the tool that write into the same directory take turns, so one never plans on
  /// what another is about to change, and files left by a killed run can be told from a live
  /// run's.
  package static func lockDirectory(_ directory: String) throws(Failure) -> Int32 {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot open directory \(directory)") }
    while flock(descriptor, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      let error = failure("cannot lock directory \(directory)")
      close(descriptor)
      throw error
    }
    return descriptor
  }

  /// Releases a lock from ``lockDirectory(_:)``.
  package static func unlock(_ descriptor: Int32) {
    close(descriptor)
  }

  /// Gives the file at `source` the name `destination` only if nothing is there yet, then drops
  /// the name `source`: a create that never replaces what appeared meanwhile.
  package static func moveWithoutReplacing(_ source: String, to destination: String) throws(Failure)
  {
    guard linkat(AT_FDCWD, source, AT_FDCWD, destination, 0) == 0 else {
      throw failure("cannot create \(destination)")
    }
    unlink(source)
  }

  /// Where the symbolic link at `path` points, if `path` is one.
  package static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Creates a symbolic link at `path` pointing to `target`.
  package static func makeSymbolicLink(_ path: String, to target: String) throws(Failure) {
    guard symlink(target, path) == 0 else { throw failure("cannot create link \(path)") }
  }

  /// Removes the regular file at the relative path `relative` inside the directory `root` when
  /// `shouldRemove` approves its bytes, without following a symbolic link anywhere on the way.
  ///
  /// Each folder of the path is opened relative to the one before with `O_NOFOLLOW`, so a folder
  /// replaced by a link to somewhere else stops the walk instead of leading out of `root`.
  ///
  /// - Returns: Whether the file was removed.
  @discardableResult
  package static func removeFile(
    _ relative: String, inside root: String, if shouldRemove: ([UInt8]) -> Bool
  ) -> Bool {
    var parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let name = parts.popLast(), !name.isEmpty,
      parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }), name != ".", name != ".."
    else { return false }
    var directory = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { return false }
    defer { close(directory) }
    for part in parts {
      let next = openat(directory, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard next >= 0 else { return false }
      close(directory)
      directory = next
    }
    let file = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else { return false }
    var info = stat()
    guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      let bytes = try? readAll(file, path: relative)
    else {
      close(file)
      return false
    }
    close(file)
    guard shouldRemove(bytes) else { return false }
    return unlinkat(directory, name, 0) == 0
  }

  /// Atomically replaces whatever entry is at `destination` (a file or a symbolic link itself,
  /// never its target) with `source`.
  package static func rename(_ source: String, to destination: String) throws(Failure) {
    #if canImport(Glibc)
      let result = Glibc.rename(source, destination)
    #else
      let result = Darwin.rename(source, destination)
    #endif
    guard result == 0 else { throw failure("cannot move \(source) to \(destination)") }
  }

  /// Removes the file at `path`, ignoring errors.
  package static func remove(_ path: String) {
    unlink(path)
  }

  /// Creates the directory `path` (not its parents), readable by everyone.
  package static func makeDirectory(_ path: String) throws(Failure) {
    guard mkdir(path, 0o777) == 0 else { throw failure("cannot create directory \(path)") }
  }

  /// The names in the directory `path`, without `.` and `..`, sorted; `nil` if it cannot be read.
  package static func entries(of path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    // The name is read in place, up to its NUL: a record is only as long as its name
    // (`d_reclen`), so copying the whole 256-byte `d_name` field would read past its end.
    guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return nil }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = String(
        cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
      if name != ".", name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// How writing to a standard stream ended.
  package enum StreamOutcome: Equatable {
    /// Everything was written.
    case written
    /// The reader went away (a closed pipe, as `blocks list | head -1` makes).
    case readerGone
    /// The write failed for this reason (a full disk, a closed descriptor).
    case failed(reason: String)
  }

  /// Writes all of `bytes` to the open `descriptor` (1 for standard output, 2 for standard
  /// error), with `SIGPIPE` ignored so that a reader that went away is an outcome, not a signal.
  package static func writeAll(_ bytes: [UInt8], toStream descriptor: Int32) -> StreamOutcome {
    signal(SIGPIPE, SIG_IGN)
    var rest = bytes[...]
    while !rest.isEmpty {
      let written = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE { return .readerGone }
        return .failed(reason: String(cString: strerror(errno)))
      }
      rest = rest.dropFirst(written)
    }
    return .written
  }

  private static func failure(_ what: String) -> Failure {
    let code = errno
    let reason = String(cString: strerror(code))
    return Failure(message: "\(what): \(reason)", reason: reason, code: code)
  }
}
