import Foundation

/// Answers requests from a folder laid out like PokeAPI's static dump, the way pokeapi.co
/// answers them.
///
/// - `/api/v2/<endpoint>/<id>/` (with or without the trailing slash) serves
///   `api/v2/<endpoint>/<id>/index.json`.
/// - `/api/v2/<endpoint>/?limit=&offset=` serves one page of `api/v2/<endpoint>/index.json`'s
///   `results`, with `count`, `next` and `previous` filled in (default limit 20), because the
///   dump holds every result in one file.
/// - Any other existing file (a sprite) is served as is; anything else is 404.
struct PokeAPIDirectory: Sendable {
  let root: URL

  static let defaultPageSize = 20

  func response(to request: Request, baseURL: URL) -> Response? {
    guard request.method == "GET" || request.method == "HEAD" else { return .status(405) }
    let components = request.path.split(separator: "/").map(String.init)
    // Refuse anything that could step outside the folder.
    guard !components.contains(where: { $0 == ".." || $0 == "." || $0.contains("\\") }) else {
      return nil
    }
    var url = root
    for component in components { url.append(path: component, directoryHint: .notDirectory) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return nil
    }
    if !isDirectory.boolValue {
      return file(url)
    }
    let index = url.appending(path: "index.json", directoryHint: .notDirectory)
    let isList = components.count == 3 && components[0] == "api" && components[1] == "v2"
    return isList ? page(of: index, request: request, baseURL: baseURL) : file(index)
  }

  private func file(_ url: URL) -> Response? {
    guard let body = try? Data(contentsOf: url) else { return nil }
    let type =
      switch url.pathExtension {
      case "json": "application/json"
      case "png": "image/png"
      default: "application/octet-stream"
      }
    return Response(headers: [("Content-Type", type)], body: body)
  }

  private func page(of index: URL, request: Request, baseURL: URL) -> Response? {
    guard let data = try? Data(contentsOf: index),
      let list = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let results = list["results"] as? [Any]
    else { return file(index) }
    // Like PokeAPI (Django REST framework's limit/offset paging): bad numbers fall back to
    // the defaults rather than failing.
    let limit =
      request.query["limit"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
      ?? Self.defaultPageSize
    let offset = max(0, request.query["offset"].flatMap(Int.init) ?? 0)
    let start = min(offset, results.count)
    let end = min(results.count, start + limit)
    let listURL = baseURL.absoluteString + request.path
    let next: Any =
      offset + limit < results.count
      ? "\(listURL)?offset=\(offset + limit)&limit=\(limit)" : NSNull()
    let previous: Any =
      offset <= 0
      ? NSNull()
      : offset - limit <= 0
        ? "\(listURL)?limit=\(limit)" : "\(listURL)?offset=\(offset - limit)&limit=\(limit)"
    let page: [String: Any] = [
      "count": results.count, "next": next, "previous": previous,
      "results": Array(results[start..<end]),
    ]
    guard
      let body = try? JSONSerialization.data(
        withJSONObject: page, options: [.sortedKeys, .withoutEscapingSlashes])
    else { return .status(500) }
    return .json(body)
  }
}
