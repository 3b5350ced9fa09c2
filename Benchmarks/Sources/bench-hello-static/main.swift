import Foundation
import Glibc

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The same as bench-hello, linked as the app's release build is: the Swift runtime and
// Foundation statically, FoundationNetworking too (URLSession, for the live source), and with it
// the shared libcurl and its TLS, Kerberos and LDAP libraries. The app's start-up less this is
// the app's own.
let stamp = Date().timeIntervalSince1970
if stamp < 0 { _ = URLSession.shared }
print("hello \(stamp > 0 ? "world" : "")")
while true { pause() }
