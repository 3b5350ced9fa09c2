#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SharedStorage where Value: Codable {
  /// JSON in a file, replaced atomically on save; a corrupt file is moved aside.
  static func jsonFile(_ url: URL) -> SharedStorage {
    SharedStorage(
      name: url.lastPathComponent,
      load: {
        guard let data = try? Data(contentsOf: url) else { return (nil, nil) }
        do {
          return (try JSONDecoder().decode(Value.self, from: data), nil)
        } catch {
          let aside = url.deletingLastPathComponent().appendingPathComponent(
            "\(url.lastPathComponent).corrupt-\(Int(Date().timeIntervalSince1970))")
          do {
            try FileManager.default.moveItem(at: url, to: aside)
            return (
              nil,
              "\(url.path) could not be read (\(explain(error))); it was moved to "
                + "\(aside.lastPathComponent) and a fresh one was started."
            )
          } catch {
            return (
              nil,
              "\(url.path) could not be read and could not be moved aside (\(error)); "
                + "it will not be overwritten until it is fixed or removed."
            )
          }
        }
      },
      save: { value in
        do {
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
          try writeAtomically(try encoder.encode(value), to: url)
          return nil
        } catch {
          return "Could not save \(url.path): \(error)"
        }
      })
  }
}

/// A decoding error in one line of words.
package func explain(_ error: any Error) -> String {
  func path(_ context: DecodingError.Context) -> String {
    context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      .trimmingPrefix(".").description
  }
  guard let error = error as? DecodingError else { return "\(error)" }
  switch error {
  case .dataCorrupted(let context):
    return context.codingPath.isEmpty
      ? "not valid JSON" : "unexpected value at \(path(context)): \(context.debugDescription)"
  case .keyNotFound(let key, let context):
    let place = context.codingPath.isEmpty ? "" : " in \(path(context))"
    return "missing \"\(key.stringValue)\"\(place)"
  case .typeMismatch(_, let context), .valueNotFound(_, let context):
    return "unexpected value at \(path(context)): \(context.debugDescription)"
  @unknown default:
    return "\(error)"
  }
}

/// An error from a POSIX call, with the call's name and the path.
struct FileSystemError: Error, CustomStringConvertible {
  let call: String
  let path: String
  let code: Int32
  var description: String { "\(call) \(path): \(String(cString: strerror(code)))" }
}

/// Writes every byte of `bytes` to `fd`, going on after short and interrupted writes.
func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(FileSystemError) {
  var offset = 0
  while offset < bytes.count {
    let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
    if written < 0 {
      if errno == EINTR { continue }
      throw FileSystemError(call: "write", path: path, code: errno)
    }
    offset += written
  }
}

/// Writes `data` to a temporary file beside `url`, flushes it, and renames it over `url`.
/// If anything fails the temporary file is removed and `url` is left as it was.
package func writeAtomically(_ data: Data, to url: URL) throws {
  let directory = url.deletingLastPathComponent()
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let temporary = directory.appendingPathComponent(
    ".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  ).path
  let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
  guard fd >= 0 else { throw FileSystemError(call: "open", path: temporary, code: errno) }
  var failure: (any Error)?
  do {
    try data.withUnsafeBytes { try writeAll(fd, $0, path: temporary) }
  } catch {
    failure = error
  }
  if failure == nil, fsync(fd) != 0 {
    failure = FileSystemError(call: "fsync", path: temporary, code: errno)
  }
  close(fd)
  if failure == nil, rename(temporary, url.path) != 0 {
    failure = FileSystemError(call: "rename", path: url.path, code: errno)
  }
  if let failure {
    unlink(temporary)
    throw failure
  }
}
