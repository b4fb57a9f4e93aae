#!/usr/bin/env python3
"""How strongly the tests hold each number of a block's behaviour.

For every numeric literal in a block's `<Block>Metrics` enum (in `<Block>Machine.swift`), plant a
changed value (an integer one larger, any other number a quarter larger, zero a little above zero),
rebuild, run the block's tests, and count the tests that fail. A number that fails fewer than two
tests is reported: a rule one test alone guards is one refactor away from unguarded. When the
block's own tests fail fewer than two, the reliability harness (random and exhaustive sequences,
the fuzz corpus) runs too and its failures count.

The work happens in a copy of the package's core (BlocksCore, BlocksPreview, their tests and
what those tests read), so the checkout is never changed. It takes about 20 seconds a number
on two cores; it is not part of CI.

    python3 Scripts/metric-mutants.py                  # every block
    python3 Scripts/metric-mutants.py ToastStack       # one block, by its folder's name
    python3 Scripts/metric-mutants.py --work /tmp/m    # where the copy lives (kept between runs)
    python3 Scripts/metric-mutants.py SwipeCardStack --lines 950-995  # only these lines of the file
"""

import argparse
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PACKAGE = """// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "MetricMutants",
  platforms: [.iOS(.v18), .macOS(.v15)],
  targets: [
    .target(name: "BlocksCore"),
    .target(name: "BlocksPreview", dependencies: ["BlocksCore"]),
    .testTarget(name: "BlocksCoreTests", dependencies: ["BlocksCore", "BlocksPreview"]),
    .testTarget(
      name: "BlocksPreviewTests", dependencies: ["BlocksPreview"], exclude: ["Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
"""

# What the copied tests read from the package besides their own targets.
COPIED = [
    "Sources/BlocksCore", "Sources/BlocksPreview", "Sources/SwiftUIBlocks",
    "Tests/BlocksCoreTests", "Tests/BlocksPreviewTests", "Fuzz", "Documentation", "README.md",
]

HARNESS = "ReliabilityModelTests|ReliabilityExhaustiveTests|FuzzCorpusTests"

NUMBER = re.compile(r"(?<![\w.])(\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?)(?![\w.])")
FAILED = re.compile(r"^✘ Test (?!run with )(.+?) (?:failed|recorded an issue)")


def copy_package(work):
    """Copies the core into `work` afresh, leaving its build folder in place."""
    os.makedirs(work, exist_ok=True)
    for path in COPIED:
        source, target = os.path.join(ROOT, path), os.path.join(work, path)
        if os.path.isdir(target):
            shutil.rmtree(target)
        elif os.path.exists(target):
            os.remove(target)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        (shutil.copytree if os.path.isdir(source) else shutil.copy2)(source, target)
    with open(os.path.join(work, "Package.swift"), "w") as file:
        file.write(PACKAGE)


def changed(literal):
    """The planted value for `literal`: an integer one larger, a decimal a quarter larger."""
    plain = literal.replace("_", "")
    if re.fullmatch(r"\d+", plain):
        return str(int(plain) + 1)
    value = float(plain)
    return "0.05" if value == 0 else repr(value * 1.25)


def metrics_lines(lines, block):
    """The line indices of `<block>Metrics`'s declaration: from its opening line to the closing
    brace at the start of a line."""
    opening = next(
        (i for i, line in enumerate(lines) if re.search(rf"\benum {block}Metrics\b", line)), None)
    if opening is None:
        sys.exit(f"metric-mutants: no enum {block}Metrics in {block}Machine.swift")
    closing = next((i for i in range(opening + 1, len(lines)) if lines[i] == "}"), len(lines))
    return range(opening, closing + 1)


def mutants(path, block):
    """Every (line index, column, literal, planted) in the code of a block's Metrics enum, not its
    comments."""
    with open(path) as file:
        lines = file.read().split("\n")
    for index in metrics_lines(lines, block):
        line = lines[index]
        code = line.split("//", 1)[0]
        if '"' in code:
            code = re.sub(r'"[^"]*"', lambda m: " " * len(m.group(0)), code)
        for match in NUMBER.finditer(code):
            yield index, match.start(1), match.group(1), changed(match.group(1))


# A planted value can make a test loop for a very long time; past this, the run counts as caught.
TEST_TIMEOUT = 300


def run(arguments, work, timeout=None):
    """Runs `arguments` in `work`; on a time-out, kills the whole process group and returns None."""
    process = subprocess.Popen(
        arguments, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, 9)
        process.communicate()
        return None
    return subprocess.CompletedProcess(arguments, process.returncode, output)


def failing_tests(work, test_filter):
    """The names of the tests that fail under `test_filter` (a run that hangs is one failure)."""
    result = run(["swift", "test", "--skip-build", "--filter", test_filter], work, TEST_TIMEOUT)
    if result is None:
        return {f"(the run of {test_filter} hung past {TEST_TIMEOUT} s)"}
    names = set()
    for line in result.stdout.splitlines():
        match = FAILED.match(line)
        if match:
            names.add(match.group(1).split(" with ", 1)[0])
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("blocks", nargs="*", help="block folders, for example ToastStack")
    parser.add_argument("--work", default="/tmp/metric-mutants")
    parser.add_argument(
        "--lines", help="only the numbers on these lines of each Machine file, as FIRST-LAST")
    options = parser.parse_args()
    first, last = 1, float("inf")
    if options.lines:
        first, last = (int(bound) for bound in options.lines.split("-"))

    core = os.path.join(ROOT, "Sources/BlocksCore")
    blocks = options.blocks or sorted(
        name for name in os.listdir(core)
        if os.path.exists(os.path.join(core, name, name + "Machine.swift")))
    copy_package(options.work)
    if run(["swift", "build", "--build-tests"], options.work).returncode != 0:
        sys.exit("metric-mutants: the unchanged copy does not build")
    weak = []
    for block in blocks:
        relative = f"Sources/BlocksCore/{block}/{block}Machine.swift"
        path = os.path.join(options.work, relative)
        with open(path) as file:
            original = file.read()
        lines = original.split("\n")
        for index, column, literal, planted in mutants(path, block):
            if not first <= index + 1 <= last:
                continue
            line = lines[index]
            mutated = lines[:index] + [line[:column] + planted + line[column + len(literal):]]
            with open(path, "w") as file:
                file.write("\n".join(mutated + lines[index + 1:]))
            where = f"{block}Machine.swift:{index + 1} {literal} → {planted}"
            if run(["swift", "build", "--build-tests"], options.work).returncode != 0:
                print(f"{where}: does not build", flush=True)
                continue
            failed = failing_tests(options.work, block)
            if len(failed) < 2:
                failed |= failing_tests(options.work, HARNESS)
            print(f"{where}: {len(failed)} failing — {', '.join(sorted(failed))}", flush=True)
            if len(failed) < 2:
                weak.append((where, line.strip()))
        with open(path, "w") as file:
            file.write(original)
    run(["swift", "build", "--build-tests"], options.work)
    print(f"\n{len(weak)} numbers fail fewer than two tests:")
    for where, line in weak:
        print(f"  {where}    {line}")


if __name__ == "__main__":
    main()
