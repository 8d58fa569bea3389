import Crypto
import Foundation
import DomovCore

/// Secrets (session cookies, app passwords, invite links) are stored only as their SHA-256.
/// They are long random values, so a fast hash is enough: there is nothing to guess.
extension SecretToken {
    var storedDigest: String {
        // Hand-rolled hex: String(format:) costs microseconds per byte on Linux, and this
        // runs on every signed-in request.
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in SHA256.hash(data: Data(value.utf8)) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}
