import Foundation
import Glibc

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The same as bench-hello, but it also links FoundationNetworking (URLSession, and with it
// libcurl and its TLS, Kerberos and LDAP libraries), as the app must for its live source: the
// part of the app's start-up that comes with URLSession, whatever the app does.
let stamp = Date().timeIntervalSince1970
if stamp < 0 { _ = URLSession.shared }
print("hello \(stamp > 0 ? "world" : "")")
while true { pause() }
