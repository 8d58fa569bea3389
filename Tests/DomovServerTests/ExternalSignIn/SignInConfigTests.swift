import DomovCore
import DomovServer
import Foundation
import Testing

@Suite("Sign-in provider configuration")
struct SignInConfigTests {
    @Test func providersComeFromTheEnvironmentAndTheFile() throws {
        let file = "oidc_family_issuer = https://sso.example.org/realms/family\noidc_family_client_id = domov\noidc_family_name = Rodina\n"
        let config = try DomovConfig.resolve(
            flags: ["config": "/etc/domov.conf"],
            environment: [
                "DOMOV_OIDC_GOOGLE_CLIENT_ID": "g-id", "DOMOV_OIDC_GOOGLE_CLIENT_SECRET": "g-secret",
                "DOMOV_OIDC_FAMILY_CLIENT_ID": "from-env",
            ],
            readFile: { _ in file }
        )
        #expect(config.signInProviders.map(\.id) == ["family", "google"])
        #expect(config.signInProviders[0].clientID == "from-env" && config.signInProviders[0].displayName == "Rodina")
        #expect(config.signInProviders[1].issuer == "https://accounts.google.com" && config.signInProviders[1].clientSecret == "g-secret")
        #expect(try DomovConfig.resolve(flags: [:], environment: [:]).signInProviders.isEmpty)
    }

    @Test func aProviderWithoutIssuerStopsTheStartUp() {
        #expect(throws: ConfigError.self) {
            try DomovConfig.resolve(flags: [:], environment: ["DOMOV_OIDC_FAMILY_CLIENT_ID": "domov"])
        }
    }
}
