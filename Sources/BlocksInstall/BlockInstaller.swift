import BlocksCatalog
import BlocksExport
import BlocksSource

/// How an installed file relates to the current block, from its provenance line.
package enum InstalledState: Equatable, Sendable {
  /// Byte for byte the current download.
  case upToDate
  /// Unedited since it was installed, but the block has changed since.
  case upstreamChanged(installed: Provenance)
  /// Edited since it was installed; the block has not changed.
  case locallyEdited(installed: Provenance)
  /// Edited since it was installed, and the block has changed too.
  case locallyEditedAndUpstreamChanged(installed: Provenance)
  /// Installed as another variant than `current`: the other form (standalone or view), or with
  /// the demo when the current download has none or the other way round; `isEdited` when edited
  /// since.
  case otherVariant(installed: Provenance, current: ExportVariant, isEdited: Bool)
  /// No provenance line, so edits and upstream changes cannot be told apart.
  case noProvenance
  /// The provenance names another block.
  case otherBlock(Provenance)

  /// Compares an installed file's text with the current download.
  package init(installed text: String, current: ExportedFile) {
    if text == current.text {
      self = .upToDate
      return
    }
    let installed = ExportedFile(parsing: text)
    guard let provenance = installed.provenance else {
      self = .noProvenance
      return
    }
    guard provenance.blockID == current.provenance?.blockID else {
      self = .otherBlock(provenance)
      return
    }
    if let variant = current.provenance?.variant, variant != provenance.variant {
      self = .otherVariant(
        installed: provenance, current: variant, isEdited: !installed.isUnmodified)
      return
    }
    let upstreamChanged =
      provenance.bodyHash != current.provenance?.bodyHash
      || provenance.version != current.provenance?.version
    if installed.isUnmodified {
      self =
        upstreamChanged
        ? .upstreamChanged(installed: provenance)
        : .locallyEdited(
          installed: provenance)
    } else {
      self =
        upstreamChanged
        ? .locallyEditedAndUpstreamChanged(installed: provenance)
        : .locallyEdited(installed: provenance)
    }
  }

  /// One sentence for people.
  package var explanation: String {
    switch self {
    case .upToDate:
      "up to date"
    case .upstreamChanged(let installed):
      "not edited locally; the block changed upstream since \(installed.version) "
        + "(sha256 \(installed.bodyHash.prefix(12)))"
    case .locallyEdited(let installed):
      "edited locally since it was installed from \(installed.version); the block is unchanged"
    case .locallyEditedAndUpstreamChanged(let installed):
      "edited locally, and the block also changed upstream since \(installed.version)"
    case .otherVariant(let installed, let current, let isEdited):
      (isEdited ? "edited locally since it was installed from \(installed.version); " : "")
        + Self.change(from: installed.variant, to: current, version: installed.version)
    case .noProvenance:
      "no provenance line, so local edits and upstream changes cannot be told apart"
    case .otherBlock(let provenance):
      "the file's provenance names another block, \(provenance.blockID)"
    }
  }
}

extension InstalledState {
  /// What replacing a file installed as `installed` with the `current` variant changes.
  package static func change(
    from installed: ExportVariant, to current: ExportVariant, version: String
  )
    -> String
  {
    if installed.isStandalone, !current.isStandalone {
      return "installed from \(version) as one self-contained file; this writes the view form, "
        + "which imports the BlocksCore and BlocksRuntime products (--standalone keeps one file)"
    }
    if !installed.isStandalone, current.isStandalone {
      return "installed as the view form; --standalone writes one self-contained file instead"
    }
    return installed.includesDemo
      ? "installed with its demo, which --without-demo leaves out"
      : "installed with --without-demo; this adds the demo and its previews"
  }
}

/// What `blocks add` does with one block.
package struct InstallStep: Equatable, Sendable {
  /// What happens to the file.
  package enum Action: Equatable, Sendable {
    /// No file there: write it.
    case create
    /// An identical file is there: leave it.
    case skipIdentical
    /// A different file is there and `--force` was given: replace it.
    case replace(summary: String)
    /// A different file is there without `--force`: refuse, write nothing.
    ///
    /// `diffShowsIt` tells whether `blocks diff` shows what would be lost; it does not when the
    /// file is the current block, unedited, in another form (`diff` compares in the installed
    /// form), and does when that form changed upstream.
    case refuse(summary: String, diffShowsIt: Bool)
  }

  /// The block.
  package var block: BlockInfo
  /// The download.
  package var file: ExportedFile
  /// The absolute path of the file in DIR.
  package var path: String
  /// What happens.
  package var action: Action
  /// The permission bits of the file it replaces, kept; `nil` for a new file (the umask rules).
  package var permissions: UInt32?
  /// What was at ``path`` when the plan was made: what is put back if a later file of the same
  /// install fails, and what must still be there when this file is put in place.
  package var previous: PreviousEntry = .missing
  /// Whether the file there has Windows line endings (CRLF), read as newlines: a file skipped
  /// as identical keeps them.
  package var hadCRLF = false
}

/// What a plan found at a block's path.
package enum PreviousEntry: Equatable, Sendable {
  /// Nothing.
  case missing
  /// A regular file with these bytes and permission bits.
  case file(bytes: [UInt8], permissions: UInt32)
  /// A symbolic link to this target.
  case symbolicLink(target: String)

  /// What is at `path` now, in the same terms; `nil` for anything else (a directory, a device).
  ///
  /// - Throws: Why a regular file there cannot be read, such as "Permission denied".
  package static func current(at path: String) throws(FileSystem.Failure) -> PreviousEntry? {
    switch FileSystem.kind(of: path) {
    case .missing:
      return .missing
    case .file:
      let bytes = try FileSystem.readBytes(path)
      return .file(bytes: bytes, permissions: FileSystem.permissions(of: path) ?? 0o644)
    case .symbolicLink:
      return FileSystem.linkTarget(path).map { .symbolicLink(target: $0) }
    case .directory, .other:
      return nil
    }
  }
}

/// Installs single-file downloads into a directory, safely.
///
/// Nothing is written unless every block can be: the whole plan is made first (DIR exists, is a
/// directory and writable; each target is absent, identical, or replaceable), then every file is
/// written to a temporary file in DIR and put into place. A new file is put there only if nothing
/// appeared at its name meanwhile (a link then an unlink, never a replacing rename); a replaced
/// file is renamed over, which replaces the directory entry itself, so a symbolic link in DIR is
/// never followed out of it. Runs of the tool take turns on a directory (``lock(_:named:)``), so
/// one never plans on what another is about to change.
package struct BlockInstaller: Sendable {
  /// Where the downloads come from.
  package var exporter: BlockExporter

  /// Creates an installer.
  package init(exporter: BlockExporter = BlockExporter()) {
    self.exporter = exporter
  }

  /// The real path of `path`, checked to be an existing directory; messages name it as
  /// `directory` (what the user typed), and say nothing was written when the command `writes`.
  package func resolveDirectory(
    _ path: String, named directory: String? = nil, writes: Bool = true
  ) throws(BlocksError) -> String {
    let directory = directory ?? path
    let unwritten = writes ? " (nothing was written)" : ""
    if path.utf8.contains(0) {
      throw BlocksError("invalid directory: it contains a NUL byte", status: .usage)
    }
    switch FileSystem.kind(of: path, following: true) {
    case .missing:
      throw BlocksError(
        "directory '\(directory)' does not exist" + (writes ? "; create it first" : "")
          + unwritten, status: .fileSystem)
    case .directory:
      break
    default:
      throw BlocksError(
        "'\(directory)' is not a directory" + unwritten, status: .fileSystem)
    }
    guard let real = FileSystem.realPath(path) else {
      throw BlocksError("cannot resolve directory '\(directory)'", status: .fileSystem)
    }
    return real
  }

  /// Takes the lock of the directory `root`, a real path from ``resolveDirectory(_:named:writes:)``.
  ///
  /// Waits while another run of the tool writes there; release it with `FileSystem.unlock(_:)`.
  /// Messages name the directory `directory`.
  package func lock(_ root: String, named directory: String) throws(BlocksError) -> Int32 {
    do {
      return try FileSystem.lockDirectory(root)
    } catch {
      throw BlocksError(
        "cannot lock directory '\(directory)': \(error.reason) (nothing was written)",
        status: .fileSystem)
    }
  }

  /// The download of `block`, as a command-line error if its sources are missing.
  package func export(_ block: BlockInfo, variant: ExportVariant = .full) throws(BlocksError)
    -> ExportedFile
  {
    do {
      return try exporter.export(block, variant: variant)
    } catch {
      throw BlocksError("cannot export \(block.id): \(error.description)", status: .fileSystem)
    }
  }

  /// What installing `blocks` (the parts `variant` names) into `directory` would do.
  package func plan(
    _ blocks: [BlockInfo], into path: String, named directory: String? = nil, force: Bool,
    variant: ExportVariant = .full
  ) throws(BlocksError) -> [InstallStep] {
    let directory = directory ?? path
    let root = try resolveDirectory(path, named: directory)
    var steps: [InstallStep] = []
    for block in blocks where !steps.contains(where: { $0.block.id == block.id }) {
      let file = try export(block, variant: variant)
      let target = root + "/" + block.exportFileName
      let action: InstallStep.Action
      var permissions: UInt32?
      var hadCRLF = false
      let found: PreviousEntry?
      do {
        found = try PreviousEntry.current(at: target)
      } catch {
        throw BlocksError(
          "cannot read '\(target)': \(error.reason) (nothing was written)", status: .fileSystem)
      }
      guard let previous = found else {
        throw BlocksError(
          "'\(target)' exists and is not a regular file (nothing was written)", status: .fileSystem)
      }
      switch FileSystem.kind(of: target) {
      case .missing:
        action = .create
      case .symbolicLink:
        let summary = "it is a symbolic link, which blocks never follows"
        action =
          force
          ? .replace(summary: summary + "; the link itself is replaced")
          : .refuse(summary: summary, diffShowsIt: false)
      case .file:
        permissions = FileSystem.permissions(of: target)
        let installed: String
        do {
          (installed, hadCRLF) = try FileSystem.readSource(target)
        } catch {
          throw BlocksError(error.message, status: .fileSystem)
        }
        if installed == file.text {
          action = .skipIdentical
        } else {
          let diff = LineDiff(old: installed, new: file.text)
          let state = InstalledState(installed: installed, current: file)
          let summary =
            "updating it would add \(diff.addedCount) and remove \(diff.removedCount) line(s); "
            + state.explanation
          // `diff` compares in the installed form: it shows nothing for a file that is the
          // current block in that form.
          var diffShowsIt = true
          if case .otherVariant(let provenance, _, isEdited: false) = state {
            diffShowsIt = (try? export(block, variant: provenance.variant).text) != installed
          }
          action =
            force
            ? .replace(summary: summary) : .refuse(summary: summary, diffShowsIt: diffShowsIt)
        }
      case .directory, .other:
        throw BlocksError(
          "'\(target)' exists and is not a regular file (nothing was written)", status: .fileSystem)
      }
      steps.append(
        InstallStep(
          block: block, file: file, path: target, action: action, permissions: permissions,
          previous: previous, hadCRLF: hadCRLF))
    }
    let writes = steps.contains {
      switch $0.action {
      case .create, .replace: true
      case .skipIdentical, .refuse: false
      }
    }
    if writes, !FileSystem.isWritable(root) {
      throw BlocksError(
        "directory '\(directory)' is not writable (nothing was written)", status: .fileSystem)
    }
    return steps
  }

  /// Writes the files of `steps` that are created or replaced: all of them or none.
  ///
  /// Call it holding the directory's lock (``lock(_:named:)``) taken before the plan was made:
  /// temporary files of the tool in the directory are then left by a run that was killed, and
  /// are removed first.
  package func apply(_ steps: [InstallStep]) throws(BlocksError) {
    let writes = steps.filter {
      switch $0.action {
      case .create, .replace: true
      case .skipIdentical, .refuse: false
      }
    }
    // Any block's file: a killed add of another block left its temporaries here too.
    for directory in Set(writes.map { Self.directory(of: $0.path) }) {
      FileSystem.removeStaleTemporaries(in: directory) { $0.hasSuffix(".swift") }
    }
    var temporaries: [String] = []
    func discardTemporaries() {
      for temporary in temporaries { FileSystem.remove(temporary) }
    }
    for step in writes {
      do {
        temporaries.append(
          try FileSystem.createTemporary(
            beside: step.path, bytes: Array(step.file.text.utf8), permissions: step.permissions))
      } catch {
        discardTemporaries()
        throw BlocksError(
          "cannot write into '\(Self.directory(of: step.path))': \(error.reason) "
            + "(nothing was written)", status: .fileSystem)
      }
    }
    // Something other than the tool may have changed a target since the plan: refuse then.
    for step in writes where (try? PreviousEntry.current(at: step.path)) != step.previous {
      discardTemporaries()
      throw BlocksError(
        "'\(step.path)' changed while blocks was writing; run the command again "
          + "(nothing was written)", status: .refused)
    }
    for (index, step) in writes.enumerated() {
      do {
        if step.previous == .missing {
          try FileSystem.moveWithoutReplacing(temporaries[index], to: step.path)
        } else {
          try FileSystem.rename(temporaries[index], to: step.path)
        }
      } catch {
        for earlier in writes[..<index] { Self.restore(earlier) }
        for temporary in temporaries[index...] { FileSystem.remove(temporary) }
        guard !error.isAlreadyExisting else {
          throw BlocksError(
            "'\(step.path)' appeared while blocks was writing; run the command again "
              + "(nothing was written)", status: .refused)
        }
        throw BlocksError("\(error.message) (nothing was written)", status: .fileSystem)
      }
    }
  }

  /// Puts back what the plan found at a step's path, after the step was written.
  private static func restore(_ step: InstallStep) {
    switch step.previous {
    case .missing:
      FileSystem.remove(step.path)
    case .file(let bytes, let permissions):
      try? FileSystem.replaceAtomically(step.path, bytes: bytes, permissions: permissions)
    case .symbolicLink(let target):
      FileSystem.remove(step.path)
      try? FileSystem.makeSymbolicLink(step.path, to: target)
    }
  }

  /// The directory part of an absolute path.
  private static func directory(of path: String) -> String {
    String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
  }
}
