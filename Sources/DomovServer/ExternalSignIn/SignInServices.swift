import DomovCore
import DomovOutbound
import DomovStorage
import Foundation
import Hummingbird
import Logging

/// What the external sign-in routes share: the configured providers, the client that talks
/// to them, the use cases, and the flows in progress.
struct SignInServices: Sendable {
    let providers: [SignInProvider]
    let client: SignInClient
    let service: ExternalSignInService
    let pending: PendingStore<PendingSignIn>
    let pendingLinks: PendingStore<PendingLink>
    let secureCookies: Bool

    static let stateCookie = "domov_signin"
    static let linkCookie = "domov_signin_link"

    init(config: DomovConfig, storage: Storage, transport: any SignInTransport, clock: WallClock, ids: IDGenerator, logger: Logger) {
        providers = config.signInProviders
        client = SignInClient(transport: transport, clock: clock, logger: logger)
        service = ExternalSignInService(
            identities: storage.linkedIdentities, accounts: storage.accounts, siteSettings: storage.siteSettings, clock: clock, ids: ids
        )
        pending = PendingStore(flows: storage.signInFlows, kind: "sign-in", clock: clock)
        pendingLinks = PendingStore(flows: storage.signInFlows, kind: "link", clock: clock)
        secureCookies = config.usesHTTPS
    }

    func provider(_ id: String) -> SignInProvider? {
        providers.first { $0.id == id }
    }

    /// Binds a flow to the browser that started it; SameSite=Lax still sends it on the
    /// provider's top-level redirect back.
    func cookie(_ name: String, _ value: String) -> Cookie {
        Cookie(name: name, value: value, maxAge: value.isEmpty ? 0 : 600, path: "/", secure: secureCookies, httpOnly: true, sameSite: .lax)
    }
}
