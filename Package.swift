// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
  name: "Loop",
  products: [
    .library(name: "Loop", targets: ["Loop"]),
    .library(name: "LoopTesting", targets: ["LoopTesting"]),
    .library(name: "PokedexCore", targets: ["PokedexCore"]),
    .library(name: "PokedexTUI", targets: ["PokedexTUI"]),
    .executable(name: "pokedex-tui", targets: ["pokedex-tui"]),
  ],
  targets: [
    .target(name: "Loop", swiftSettings: strict),
    .target(name: "LoopTesting", dependencies: ["Loop"], swiftSettings: strict),
    .target(
      name: "PokedexCore", dependencies: ["Loop"], resources: [.copy("Resources/pokedex.tsv")],
      swiftSettings: strict),
    .target(name: "PokedexTUI", dependencies: ["Loop", "PokedexCore"], swiftSettings: strict),
    .executableTarget(
      name: "pokedex-tui", dependencies: ["PokedexCore", "PokedexTUI"], swiftSettings: strict),
    .target(
      name: "TestServer", dependencies: ["Loop"], path: "Tests/TestServer", swiftSettings: strict),
    .testTarget(name: "LoopTests", dependencies: ["Loop", "LoopTesting"], swiftSettings: strict),
    .testTarget(
      name: "PokedexCoreTests", dependencies: ["PokedexCore", "LoopTesting", "TestServer"],
      swiftSettings: strict),
    .testTarget(
      name: "PokedexTUITests",
      dependencies: ["pokedex-tui", "PokedexTUI", "PokedexCore", "LoopTesting", "TestServer"],
      exclude: ["Snapshots"], swiftSettings: strict),
  ]
)
