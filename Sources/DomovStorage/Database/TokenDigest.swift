import Crypto
import Foundation
import DomovCore

/// Secrets (session cookies, app passwords, invite links) are stored only as their SHA-256.
/// They are long random values, so a fast hash is enough: there is nothing to guess.
extension SecretToken {
    var storedDigest: String {
        SHA256.hash(data: Data(value.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
