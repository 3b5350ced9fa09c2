// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// Release builds of the app on Linux link the Swift runtime and Foundation statically: the
/// dynamic loader then binds a few C libraries instead of some fifty Swift and C ones, which was
/// most of the app's start-up (README, Performance). The flag is given to the compiler too, so
/// the app's imports pull in the static libraries' own dependencies, and `Linking/` lets the
/// linker find libcurl (for static FoundationNetworking) without libcurl's development package.
let linuxRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
let staticApp: (swift: [SwiftSetting], linker: [LinkerSetting]) = (
  strict + [.unsafeFlags(["-static-stdlib"], linuxRelease)],
  [.unsafeFlags(["-static-stdlib", "-L", Context.packageDirectory + "/Linking"], linuxRelease)]
)

let package = Package(
  name: "Loop",
  products: [
    .library(name: "Loop", targets: ["Loop"]),
    .library(name: "LoopRecording", targets: ["LoopRecording"]),
    .library(name: "LoopTesting", targets: ["LoopTesting"]),
    .library(name: "PokedexCore", targets: ["PokedexCore"]),
    .library(name: "PokedexTUI", targets: ["PokedexTUI"]),
    .executable(name: "pokedex-tui", targets: ["pokedex-tui"]),
  ],
  targets: [
    .target(name: "Loop", swiftSettings: strict),
    // Record and replay: an app that does not record does not link it. LoopTesting's `Replay`
    // runs recordings on its TestClock, so LoopTesting depends on it.
    .target(name: "LoopRecording", dependencies: ["Loop"], swiftSettings: strict),
    .target(
      name: "LoopTesting", dependencies: ["Loop", "LoopRecording"], swiftSettings: strict),
    .target(
      name: "PokedexCore", dependencies: ["Loop"], resources: [.copy("Resources/pokedex.tsv")],
      swiftSettings: strict),
    .target(
      name: "PokedexTUI", dependencies: ["Loop", "LoopRecording", "PokedexCore"],
      swiftSettings: strict),
    .executableTarget(
      name: "pokedex-tui", dependencies: ["PokedexCore", "PokedexTUI"],
      swiftSettings: staticApp.swift, linkerSettings: staticApp.linker),
    .target(
      name: "TestServer", dependencies: ["Loop"], path: "Tests/TestServer", swiftSettings: strict),
    .testTarget(
      name: "LoopTests", dependencies: ["Loop", "LoopRecording", "LoopTesting"],
      swiftSettings: strict),
    .testTarget(
      name: "PokedexCoreTests", dependencies: ["PokedexCore", "LoopTesting", "TestServer"],
      swiftSettings: strict),
    .testTarget(
      name: "PokedexTUITests",
      dependencies: [
        "pokedex-tui", "PokedexTUI", "PokedexCore", "LoopRecording", "LoopTesting", "TestServer",
      ],
      exclude: ["Snapshots"], swiftSettings: strict),
  ]
)
