import Foundation

/// A compact JWS (RFC 7515) split into its parts, before its signature is checked.
/// Parsing only: verifying the signature needs cryptography and happens in the server.
public struct JSONWebToken: Sendable, Equatable {
    public struct Header: Sendable, Equatable, Decodable {
        public let alg: String
        public let kid: String?
        public let typ: String?

        public init(alg: String, kid: String? = nil, typ: String? = nil) {
            self.alg = alg
            self.kid = kid
            self.typ = typ
        }
    }

    public let header: Header
    /// The payload's JSON, decoded later into the claims the caller needs.
    public let payload: Data
    /// `base64url(header) + "." + base64url(payload)`: the bytes the signature covers.
    public let signingInput: Data
    public let signature: Data

    public init(compact token: String) throws(ExternalSignInError) {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3,
            let headerBytes = Base64URL.decode(parts[0]),
            let payload = Base64URL.decode(parts[1]),
            let signature = Base64URL.decode(parts[2]),
            let header = try? JSONDecoder().decode(Header.self, from: Data(headerBytes))
        else { throw .invalidToken(.malformed) }
        self.header = header
        self.payload = Data(payload)
        self.signingInput = Data("\(parts[0]).\(parts[1])".utf8)
        self.signature = Data(signature)
    }

    public func claims() throws(ExternalSignInError) -> IDTokenClaims {
        do {
            return try JSONDecoder().decode(IDTokenClaims.self, from: payload)
        } catch {
            throw .invalidToken(.malformed)
        }
    }
}
