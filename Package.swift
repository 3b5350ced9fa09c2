// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// Release builds of the app on Linux link the Swift runtime and Foundation statically: the
/// dynamic loader then binds a few C libraries instead of some fifty Swift and C ones, which was
/// most of the app's start-up (README, Performance). The flag is given to the compiler too, so
/// the app's imports pull in the static libraries' own dependencies, and `Linking/` lets the
/// linker find libcurl (for static FoundationNetworking) without libcurl's development package.
///
/// The link uses lld, for two things the default linker (gold) lacks: relative relocations
/// packed (`-z pack-relative-relocs`: some 80,000 of them took 2 MB that the loader read at
/// each start, now 15 KB), and `Linking/startup-order.txt`, the functions the app runs up to
/// its first frame (`scripts/startup-order` writes it), laid out together at the start of the
/// code. The kernel maps a program's code 64 KB around each page it touches, so start-up code
/// scattered over the 17 MB of code made some 11 MB of it resident; gathered, about 6 MB.
/// A name the file lists that the program no longer has is skipped without a warning.
///
/// The toolchain's static linking exports every public symbol of the program's own modules
/// (`-export-dynamic`, for a library's sake): some 8,000 names the dynamic loader looked
/// through as it bound the C libraries, and that kept every public function from the linker's
/// removal of unused code. The app loads no plug-in that would need them:
/// `--no-export-dynamic` (peak RSS at the first frame 21.1–21.3 to 20.0–20.3 MB).
let linuxRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
/// The app's own modules, in release builds, reach generic types' metadata through their
/// accessors rather than through mangled names: a mangled name is demangled at run time and its
/// conformances looked up by scanning every conformance record of the program (thousands, with
/// Foundation linked in), which was a millisecond or two of the app's start-up. And each of
/// their functions is a section of its own (`-function-sections`), so the order file below
/// moves the functions start-up runs, not the whole module each one is in: a release build
/// compiles a module whole, into one section of code per file, and those sections moved with
/// every function of the file kept 1 MB more of the program resident at the first frame.
let appModule: [SwiftSetting] =
  strict + [
    .unsafeFlags(
      [
        "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
        "-Xfrontend", "-function-sections",
      ], linuxRelease)
  ]
let staticApp: (swift: [SwiftSetting], linker: [LinkerSetting]) = (
  appModule + [.unsafeFlags(["-static-stdlib"], linuxRelease)],
  [
    .unsafeFlags(
      [
        "-static-stdlib", "-L", Context.packageDirectory + "/Linking", "-use-ld=lld",
        "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Linking/startup-order.txt",
        "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--no-export-dynamic",
      ], linuxRelease)
  ]
)

let package = Package(
  name: "Loop",
  products: [
    .library(name: "Loop", targets: ["Loop"]),
    .library(name: "LoopRecording", targets: ["LoopRecording"]),
    .library(name: "LoopTesting", targets: ["LoopTesting"]),
    .library(name: "PokedexCore", targets: ["PokedexCore"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "PokedexTUI", targets: ["PokedexTUI"]),
    .executable(name: "pokedex-tui", targets: ["pokedex-tui"]),
  ],
  targets: [
    .target(name: "Loop", dependencies: ["LoopThreadSlots"], swiftSettings: strict),
    // Loop's per-thread words (the dependency frame a send puts in force), in C: Swift has no
    // thread-local variables, and `pthread_getspecific` was a fifth of a send.
    .target(name: "LoopThreadSlots"),
    // Record and replay: an app that does not record does not link it. LoopTesting's `Replay`
    // runs recordings on its TestClock, so LoopTesting depends on it.
    .target(name: "LoopRecording", dependencies: ["Loop"], swiftSettings: strict),
    .target(
      name: "LoopTesting", dependencies: ["Loop", "LoopRecording"], swiftSettings: strict),
    .target(
      name: "PokedexCore", dependencies: ["Loop"],
      resources: [
        .copy("Resources/pokedex.tsv"), .copy("Resources/pokedex-reference.tsv"),
        .copy("Resources/pokedex-moves.tsv"), .copy("Resources/pokedex-showdown.tsv"),
        .copy("Resources/pokedex-sets.tsv"), .copy("Resources/pokedex-encounters.tsv"),
        .copy("Resources/pokedex-items.tsv"),
      ],
      swiftSettings: appModule),
    // A full-screen terminal: raw mode, signals, input decoding, the cell buffer and its
    // diffing renderer, display widths. It knows nothing of Pokémon (nor of Loop).
    .target(name: "TerminalUI", swiftSettings: appModule),
    .target(
      name: "PokedexTUI", dependencies: ["Loop", "LoopRecording", "PokedexCore", "TerminalUI"],
      swiftSettings: appModule),
    .executableTarget(
      name: "pokedex-tui", dependencies: ["PokedexCore", "PokedexTUI"],
      swiftSettings: staticApp.swift, linkerSettings: staticApp.linker),
    // Test helpers for programs in a real terminal (tmux) and child processes.
    .target(name: "TerminalTesting", path: "Tests/TerminalTesting", swiftSettings: strict),
    .target(
      name: "TestServer", dependencies: ["Loop"], path: "Tests/TestServer", swiftSettings: strict),
    // Run by LoopTests as several processes sharing one file (two terminals, one Pokédex).
    .executableTarget(
      name: "shared-file-worker", dependencies: ["Loop"], path: "Tests/SharedFileWorker",
      swiftSettings: strict),
    // Run by PokedexCoreTests as two processes editing one team file.
    .executableTarget(
      name: "team-file-worker", dependencies: ["Loop", "PokedexCore"],
      path: "Tests/TeamFileWorker", swiftSettings: strict),
    // The sample app of the article "A small real app": a public feature module, a program
    // on standard input, and their tests.
    .target(
      name: "HabitsFeature", dependencies: ["Loop"], path: "Examples/Habits/HabitsFeature",
      swiftSettings: strict),
    .executableTarget(
      name: "habits", dependencies: ["HabitsFeature", "Loop"], path: "Examples/Habits/habits",
      swiftSettings: strict),
    .testTarget(
      name: "HabitsTests", dependencies: ["HabitsFeature", "habits", "Loop", "LoopTesting"],
      path: "Examples/Habits/Tests", swiftSettings: strict),
    .testTarget(
      name: "LoopTests",
      dependencies: [
        "Loop", "LoopRecording", "LoopTesting", "TerminalTesting", "shared-file-worker",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "PokedexCoreTests",
      dependencies: [
        "PokedexCore", "LoopTesting", "TerminalTesting", "TestServer", "team-file-worker",
      ],
      swiftSettings: strict),
    // A full-screen app with Loop and TerminalUI alone: where a terminal app of your own starts.
    .executableTarget(
      name: "loop-timer", dependencies: ["Loop", "TerminalUI"], path: "Examples/TerminalTimer",
      swiftSettings: strict),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "TerminalTesting", "Loop", "loop-timer"],
      swiftSettings: strict),
    .testTarget(
      name: "PokedexTUITests",
      dependencies: [
        "pokedex-tui", "PokedexTUI", "PokedexCore", "TerminalUI", "LoopRecording", "LoopTesting",
        "TestServer", "TerminalTesting",
      ],
      exclude: ["Snapshots"], swiftSettings: strict),
  ]
)
