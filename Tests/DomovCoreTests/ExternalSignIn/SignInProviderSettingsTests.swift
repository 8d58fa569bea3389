import DomovCore
import Foundation
import Testing

@Suite struct SignInProviderSettingsTests {
    @Test func presetsNeedOnlyClientCredentials() throws {
        let providers = try SignInProviderSettings.providers(from: [
            "google_client_id": "g-id", "google_client_secret": "g-secret",
            "facebook_client_id": "f-id", "facebook_client_secret": "f-secret",
            "microsoft_client_secret": "no id, so not offered",
        ])
        #expect(providers.map(\.id) == ["facebook", "google"])
        let google = providers[1]
        #expect(google.issuer == "https://accounts.google.com" && google.kind == .openIDConnect && google.displayName == "Google")
        #expect(google.scopes == ["openid", "email", "profile"] && google.clientSecret == "g-secret")
        #expect(providers[0].kind == .facebook && providers[0].fixedConfiguration?.jwksURI == nil)
    }

    @Test func anyIssuerWithANameAndScopes() throws {
        let providers = try SignInProviderSettings.providers(from: [
            "work_client_id": "id", "work_issuer": "https://sso.example.org/realms/home", "work_name": "Firemní účet",
            "work_scopes": "openid email",
        ])
        #expect(
            providers == [
                SignInProvider(
                    id: "work", displayName: "Firemní účet", issuer: "https://sso.example.org/realms/home",
                    scopes: ["openid", "email"], clientID: "id", clientSecret: ""
                )
            ])
    }

    @Test func refusesWhatCannotWork() {
        #expect(throws: SignInProviderSettingsError.self) { try SignInProviderSettings.providers(from: ["work_client_id": "id"]) }
        #expect(throws: SignInProviderSettingsError.self) {
            try SignInProviderSettings.providers(from: ["work_client_id": "id", "work_issuer": "http://sso.example.org"])
        }
        #expect(throws: SignInProviderSettingsError.self) { try SignInProviderSettings.providers(from: ["google_colour": "red"]) }
        #expect(throws: SignInProviderSettingsError.self) { try SignInProviderSettings.providers(from: ["Bad_client_id": "x"]) }
        #expect(
            (try? SignInProviderSettings.providers(from: ["local_client_id": "x", "local_issuer": "http://127.0.0.1:9400"]))?.count == 1)
    }

    @Test func discoveryDocumentMustNameItsIssuer() throws {
        let json = Data(
            #"""
            {"issuer":"https://id.example.org","authorization_endpoint":"https://id.example.org/auth",\#
            "token_endpoint":"https://id.example.org/token","jwks_uri":"https://id.example.org/jwks","scopes_supported":["openid"]}
            """#
            .utf8)
        let document = try OpenIDConfiguration.decode(json, expectedIssuer: "https://id.example.org/")
        #expect(document.jwksURI?.absoluteString == "https://id.example.org/jwks")
        #expect(throws: ExternalSignInError.providerError) {
            try OpenIDConfiguration.decode(json, expectedIssuer: "https://other.example.org")
        }
        #expect(throws: ExternalSignInError.providerError) {
            try OpenIDConfiguration.decode(Data("{}".utf8), expectedIssuer: "https://id.example.org")
        }
        #expect(
            OpenIDConfiguration.discoveryURL(issuer: "https://id.example.org/")?.absoluteString
                == "https://id.example.org/.well-known/openid-configuration")
    }
}
