import Foundation
import Glibc

// Enough Foundation to make the dynamic linker load it, one line of output, then wait (like the
// app) until the benchmark has read its memory and sends SIGTERM.
let stamp = Date().timeIntervalSince1970
print("hello \(stamp > 0 ? "world" : "")")
while true { pause() }
