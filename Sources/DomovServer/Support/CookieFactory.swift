import DomovCore
import Foundation
import Hummingbird

/// Builds Domov's cookies with the same safe flags every time: HttpOnly (scripts cannot read
/// them), SameSite=Lax (other sites' forms do not carry them), Secure over HTTPS.
struct CookieFactory: Sendable {
    static let sessionCookieName = "domov_session"
    static let csrfCookieName = "domov_csrf"

    let secure: Bool
    let sessionLifetime: TimeInterval

    func session(_ value: String) -> Cookie {
        Cookie(
            name: Self.sessionCookieName, value: value, maxAge: Int(sessionLifetime), path: "/", secure: secure, httpOnly: true,
            sameSite: .lax)
    }

    func clearedSession() -> Cookie {
        Cookie(name: Self.sessionCookieName, value: "", maxAge: 0, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    func csrf(_ value: String) -> Cookie {
        Cookie(name: Self.csrfCookieName, value: value, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}
