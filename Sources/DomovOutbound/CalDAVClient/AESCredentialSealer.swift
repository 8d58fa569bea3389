import Crypto
import DomovCore
import Foundation

/// Seals external accounts' app passwords with AES-GCM under a 256-bit key kept in a file
/// beside (not inside) the database. Every `domov serve` sharing one PostgreSQL must be given
/// the same key file.
public struct AESCredentialSealer: CredentialSealing {
    /// The key's bytes: SymmetricKey itself is not Sendable.
    let keyBytes: Data
    var key: SymmetricKey { SymmetricKey(data: keyBytes) }

    /// Marks the format, so a later one can be told apart.
    static let prefix = "aes-gcm-1:"

    /// A key of its own, for tests and one-off tools.
    public init() {
        self.init(keyBytes: SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) })
    }

    init(keyBytes: Data) {
        self.keyBytes = keyBytes
    }

    /// Reads the key from `path`, or makes one there (readable by its owner only) on first start.
    public init(keyFile path: String) throws {
        let url = URL(fileURLWithPath: path)
        if let text = try? String(contentsOf: url, encoding: .utf8),
            let data = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)), data.count == 32
        {
            self.init(keyBytes: data)
            return
        }
        guard !FileManager.default.fileExists(atPath: path) else { throw CredentialKeyError(path: path) }
        self.init()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = keyBytes.base64EncodedString() + "\n"
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw CredentialKeyError(path: path)
        }
    }

    public func seal(_ secret: String) throws -> String {
        guard let combined = try AES.GCM.seal(Data(secret.utf8), using: key).combined else { throw CredentialKeyError(path: "") }
        return Self.prefix + combined.base64EncodedString()
    }

    public func open(_ sealed: String) throws -> String {
        guard sealed.hasPrefix(Self.prefix), let data = Data(base64Encoded: String(sealed.dropFirst(Self.prefix.count))) else {
            throw CredentialKeyError(path: "")
        }
        let opened = try AES.GCM.open(try AES.GCM.SealedBox(combined: data), using: key)
        return String(decoding: opened, as: UTF8.self)
    }
}

/// The credentials key file exists but holds no key: Domov will not overwrite it (the passwords
/// sealed with it would be lost), so the operator decides.
public struct CredentialKeyError: Error, CustomStringConvertible {
    public let path: String
    public var description: String { "The credentials key file \(path) is not a base64 256-bit key; fix or remove it." }
}
