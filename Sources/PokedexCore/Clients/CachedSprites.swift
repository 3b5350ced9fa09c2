import Foundation

/// Where PokeAPI keeps each species' sprites, and reading them back from the on-disk cache.
///
/// A sprite is cached under its canonical address on raw.githubusercontent.com, whichever
/// server it was downloaded from (`sync --sprites --from` a mirror, or the live source), so
/// the embedded snapshot, which knows no server, finds it there.
public enum SpritePaths {
  /// The root PokeAPI's sprite links point into.
  public static let canonicalRoot = URL(
    string: "https://raw.githubusercontent.com/PokeAPI/sprites/master/")!

  /// `sprites/pokemon/25.png`, or `sprites/pokemon/shiny/25.png`.
  public static func path(id: Int, shiny: Bool) -> String {
    "sprites/pokemon/" + (shiny ? "shiny/" : "") + "\(id).png"
  }

  /// The sprite's address under `root` (PokeAPI's own by default).
  public static func url(id: Int, shiny: Bool, under root: URL = canonicalRoot) -> URL {
    var base = root.absoluteString
    if !base.hasSuffix("/") { base += "/" }
    return URL(string: base + path(id: id, shiny: shiny))!
  }
}

extension PokeAPICache {
  /// Whether the sprite of Pokémon `id` is cached (it may still fail to decode).
  public func hasSprite(id: Int, shiny: Bool) -> Bool {
    FileManager.default.fileExists(
      atPath: fileURL(for: SpritePaths.url(id: id, shiny: shiny)).path)
  }

  /// The cached sprite of Pokémon `id`, or nil when none is cached or it is not a PNG.
  public func sprite(id: Int, shiny: Bool) -> PNGImage? {
    guard let entry = entry(for: SpritePaths.url(id: id, shiny: shiny)) else { return nil }
    return try? PNGImage.decode(entry.body)
  }

  /// Keeps `data` (a PNG) as the sprite of Pokémon `id`; throws when it cannot be written
  /// (a full disk, a folder that cannot be written).
  public func storeSprite(_ data: Data, id: Int, shiny: Bool) throws {
    try write(data, for: SpritePaths.url(id: id, shiny: shiny), fetchedAt: now())
  }
}

extension PokemonClient {
  /// This client, its sprites read from `cache` alone: the embedded snapshot has no images,
  /// but `pokedex-tui sync --sprites` (or the live source) leaves them there. A sprite not in
  /// the cache is nil, and the screen shows its stand-in.
  public func withCachedSprites(_ cache: PokeAPICache) -> PokemonClient {
    var client = self
    client.fetchSprite = { id, shiny in cache.sprite(id: id, shiny: shiny) }
    return client
  }
}
