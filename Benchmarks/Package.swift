// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so the main package keeps no benchmark code and the
// figures always come from release builds: `swift run -c release --package-path Benchmarks
// benchmarks`.
let package = Package(
  name: "Benchmarks",
  dependencies: [.package(name: "Loop", path: "..")],
  targets: [
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        .product(name: "Loop", package: "Loop"),
        .product(name: "LoopTesting", package: "Loop"),
        .product(name: "PokedexCore", package: "Loop"),
        .product(name: "PokedexTUI", package: "Loop"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    // The app's entry point built here too, so `startup` measures a release binary.
    .executableTarget(
      name: "bench-app", dependencies: [.product(name: "PokedexTUI", package: "Loop")],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    // The floor for `startup`: a Swift program that links Foundation and prints.
    .executableTarget(name: "bench-hello", swiftSettings: [.swiftLanguageMode(.v6)]),
    // A second floor: the same program linking FoundationNetworking, which the app needs for
    // URLSession, so the share of start-up that comes with it shows.
    .executableTarget(name: "bench-hello-net", swiftSettings: [.swiftLanguageMode(.v6)]),
  ]
)
