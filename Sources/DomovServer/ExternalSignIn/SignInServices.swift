import DomovCore
import DomovOutbound
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

    /// `flows` keeps the sign-ins in progress (and the calendar connections').
    init(
        config: DomovConfig, service: ExternalSignInService, flows: any SignInFlowRepository, transport: any SignInTransport,
        clock: WallClock, logger: Logger
    ) {
        providers = config.signInProviders
        client = SignInClient(transport: transport, clock: clock, logger: logger)
        self.service = service
        pending = PendingStore(flows: flows, kind: "sign-in", clock: clock)
        pendingLinks = PendingStore(flows: flows, kind: "link", clock: clock)
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
