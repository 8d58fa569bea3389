import Foundation

/// Reads providers from configuration keys `oidc_<provider>_<field>` (in a config file) or
/// `DOMOV_OIDC_<PROVIDER>_<FIELD>` (environment). Fields: `client_id`, `client_secret`,
/// `issuer` (required except for the google, microsoft and facebook presets), `name`, `scopes`.
/// A provider without a client id is not offered.
public enum SignInProviderSettings {
    public static let fields = ["client_id", "client_secret", "issuer", "name", "scopes"]

    /// - Parameter values: keys without the `oidc_` prefix, e.g. `google_client_id`.
    public static func providers(from values: [String: String]) throws(SignInProviderSettingsError) -> [SignInProvider] {
        var byProvider: [String: [String: String]] = [:]
        for (key, value) in values {
            guard let field = fields.first(where: { key.hasSuffix("_" + $0) }) else {
                throw SignInProviderSettingsError(
                    "Unknown sign-in setting oidc_\(key); each is oidc_<provider>_<\(fields.joined(separator: "|"))>.")
            }
            let slug = String(key.dropLast(field.count + 1))
            guard !slug.isEmpty, slug.allSatisfy({ ($0.isLetter || $0.isNumber) && $0.isASCII }), slug == slug.lowercased() else {
                throw SignInProviderSettingsError(
                    "A sign-in provider's name is lowercase letters and digits (got \"\(slug)\" in oidc_\(key)).")
            }
            byProvider[slug, default: [:]][field] = value.trimmingCharacters(in: .whitespaces)
        }
        var providers: [SignInProvider] = []
        for slug in byProvider.keys.sorted() {
            let settings = byProvider[slug]!
            guard let clientID = settings["client_id"], !clientID.isEmpty else { continue }
            let preset = SignInProviderPreset(rawValue: slug)
            guard let issuer = settings["issuer"].flatMap({ $0.isEmpty ? nil : $0 }) ?? preset?.issuer else {
                throw SignInProviderSettingsError(
                    "oidc_\(slug)_issuer is needed: \(slug) is not one of the presets google, microsoft, facebook.")
            }
            guard issuerIsAcceptable(issuer) else {
                throw SignInProviderSettingsError(
                    "oidc_\(slug)_issuer must be an https:// URL (http:// only on localhost), got \"\(issuer)\".")
            }
            let scopes = settings["scopes"].map { $0.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) }
            providers.append(
                SignInProvider(
                    id: slug, displayName: settings["name"].flatMap { $0.isEmpty ? nil : $0 } ?? preset?.displayName ?? slug.capitalized,
                    kind: preset?.kind ?? .openIDConnect, issuer: issuer,
                    scopes: scopes ?? preset?.scopes ?? ["openid", "email", "profile"],
                    clientID: clientID, clientSecret: settings["client_secret"] ?? "",
                    fixedConfiguration: settings["issuer"] == nil ? preset?.fixedConfiguration : nil
                ))
        }
        return providers
    }

    /// Tokens travel to the issuer: plain HTTP is allowed only to this machine (tests, a local IdP).
    static func issuerIsAcceptable(_ issuer: String) -> Bool {
        guard let url = URL(string: issuer), let host = url.host else { return false }
        if url.scheme == "https" { return true }
        return url.scheme == "http" && ["localhost", "127.0.0.1", "::1", "[::1]"].contains(host)
    }
}

public struct SignInProviderSettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
