// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so the main package keeps no benchmark code and the
// figures always come from release builds: `swift run -c release --package-path Benchmarks
// benchmarks`.
let linuxRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)

let package = Package(
  name: "Benchmarks",
  dependencies: [.package(name: "Loop", path: "..")],
  targets: [
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        .product(name: "Loop", package: "Loop"),
        .product(name: "LoopRecording", package: "Loop"),
        .product(name: "LoopTesting", package: "Loop"),
        .product(name: "PokedexCore", package: "Loop"),
        .product(name: "PokedexTUI", package: "Loop"),
        .product(name: "TerminalUI", package: "Loop"),
        // Built, not linked: `startup` starts these binaries.
        .product(name: "pokedex-tui", package: "Loop"), "bench-hello", "bench-hello-static",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    // The floor for `startup`: a Swift program that links Foundation and prints.
    .executableTarget(name: "bench-hello", swiftSettings: [.swiftLanguageMode(.v6)]),
    // A second floor: the same program linked as the app's release build is (Swift runtime and
    // Foundation static, FoundationNetworking and so libcurl loaded; lld, packed relative
    // relocations), so what the app adds to it is the app's own start-up. (The app's order
    // file, Linking/startup-order.txt, names the app's start-up code, so it has no part here.)
    .executableTarget(
      name: "bench-hello-static",
      swiftSettings: [
        .swiftLanguageMode(.v6), .unsafeFlags(["-static-stdlib"], linuxRelease),
      ],
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-L", Context.packageDirectory + "/../Linking", "-use-ld=lld",
            "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
          ], linuxRelease)
      ]),
  ]
)
