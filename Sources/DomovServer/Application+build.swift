import DomovCore
import DomovOutbound
import DomovStorage
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import Prometheus

/// What the application is built from besides its configuration. Tests pass a frozen clock,
/// predictable IDs and a fresh database; the executable passes the live ones.
public struct AppDependencies: Sendable {
    public var storage: Storage
    public var clock: WallClock
    public var ids: IDGenerator
    public var metrics: PrometheusCollectorRegistry
    public var logger: Logger
    /// PEM certificates of private certificate authorities the mail server's certificate may come
    /// from, besides the system's (a test's own CA; a home network's).
    public var mailCertificateAuthorities: String?
    /// Whether the periodic jobs (session cleanup, notification dispatch, returning freed memory)
    /// run beside the server. Tests turn them off and run each job's round themselves, on their
    /// frozen clock.
    public var runsBackgroundJobs: Bool
    /// How external sign-in reaches providers; nil for the live HTTP client (tests pass canned answers).
    public var signInTransport: (any SignInTransport)?
    /// Fetches subscribed calendars; tests pass one that answers without a network.
    public var documentFetcher: (any DocumentFetching)?
    /// Seals external calendar accounts' passwords. `domov` passes the key file's sealer; nil
    /// seals with a key of this process only, which is what tests want.
    public var credentialSealer: (any CredentialSealing)?
    /// Reaches external accounts' CalDAV servers; nil for the live HTTP client.
    public var calendarRemote: (any ExternalCalendarRemote)?

    public init(
        storage: Storage, clock: WallClock = .system, ids: IDGenerator = .random,
        metrics: PrometheusCollectorRegistry = PrometheusCollectorRegistry(), logger: Logger = Logger(label: "domov"),
        mailCertificateAuthorities: String? = nil, runsBackgroundJobs: Bool = true, documentFetcher: (any DocumentFetching)? = nil,
        credentialSealer: (any CredentialSealing)? = nil
    ) {
        self.storage = storage
        self.clock = clock
        self.ids = ids
        self.metrics = metrics
        self.logger = logger
        self.mailCertificateAuthorities = mailCertificateAuthorities
        self.runsBackgroundJobs = runsBackgroundJobs
        self.documentFetcher = documentFetcher
        self.credentialSealer = credentialSealer
    }
}

/// Builds the whole server: middleware, web pages, JSON API, health and static files.
public func buildApplication(config: DomovConfig, dependencies: AppDependencies) throws -> some ApplicationProtocol {
    let services = makeServices(config: config, dependencies: dependencies)
    let router = try buildRouter(services: services, dependencies: dependencies)
    let cleanup = SessionCleanupJob.make(services: services, logger: dependencies.logger)
    let dispatch = NotificationDispatchJob.make(services: services, logger: dependencies.logger)
    let subscriptions = CalendarSubscriptionJob.make(services: services, logger: dependencies.logger)
    let externalCalendars = ExternalCalendarSyncJob(services: services, logger: dependencies.logger)
    let purge = RecentlyDeletedPurgeJob.make(services: services, logger: dependencies.logger)
    let memory = FreedMemoryReturner(logger: dependencies.logger)
    return Application(
        router: router,
        server: .http1(configuration: httpConfiguration(config)),
        configuration: .init(address: .hostname(config.host, port: config.port), serverName: "Domov"),
        services: dependencies.runsBackgroundJobs ? [cleanup, dispatch, subscriptions, externalCalendars, purge, memory] : [],
        logger: dependencies.logger
    )
}

/// HTTP/1.1 with the read timeout: Hummingbird's idle timeout closes a connection that sends
/// no complete header block, no part of its body, or no next request for that long (a
/// header-less connection yields no part, so the time to send headers is bounded too), and
/// `RequestDeadlineHandler` bounds a whole request.
func httpConfiguration(_ config: DomovConfig) -> HTTP1Channel.Configuration {
    let timeout = TimeAmount.nanoseconds(Int64(config.readTimeout * 1_000_000_000))
    let whole = TimeAmount.nanoseconds(Int64(config.readTimeout * DomovConfig.requestTimeoutFactor * 1_000_000_000))
    return HTTP1Channel.Configuration(additionalChannelHandlers: [RequestDeadlineHandler(limit: whole)], idleTimeout: timeout)
}

/// The use cases over live storage, shared by the router and the background jobs.
func makeServices(config: DomovConfig, dependencies: AppDependencies) -> DomovServices {
    let storage = dependencies.storage
    return DomovServices(
        config: config, storage: storage,
        accounts: makeAccountService(config: config, storage: storage, clock: dependencies.clock, ids: dependencies.ids),
        households: HouseholdService(
            households: storage.households, accounts: storage.accounts, clock: dependencies.clock, ids: dependencies.ids),
        planner: PlannerService(
            planner: storage.planner, households: storage.households, accounts: storage.accounts, clock: dependencies.clock,
            ids: dependencies.ids,
            limits: config.usageLimits, link: { SiteURL.planner(.item($0.householdID, $0.id)).path }
        ),
        chores: ChoresService(
            chores: storage.chores, households: storage.households, clock: dependencies.clock, ids: dependencies.ids,
            link: { SiteURL.chores(.chore($0.householdID, $0.id)).path }
        ),
        nameDays: NameDayService(
            repository: storage.nameDays, clock: dependencies.clock, ids: dependencies.ids,
            link: { _ in SiteURL.nameDays(.reminders()).path }
        ),
        meals: MealsService(
            recipes: storage.recipes, households: storage.households, clock: dependencies.clock, ids: dependencies.ids,
            starters: StarterRecipes.shipped, limits: config.usageLimits
        ),
        notices: NoticeFeed(),
        mailer: Mailer(
            settings: storage.deliverySettings,
            trust: dependencies.mailCertificateAuthorities.map { .systemRootsAnd(pemCertificates: $0) } ?? .systemRoots,
            heloName: config.publicURL?.host ?? "localhost", logger: dependencies.logger
        ),
        vapid: VAPIDKeyStore(settings: storage.deliverySettings),
        clock: dependencies.clock, ids: dependencies.ids,
        cookies: CookieFactory(secure: config.usesHTTPS, sessionLifetime: sessionLifetime),
        caches: PageCaches(clock: dependencies.clock),
        signIn: SignInServices(
            config: config,
            service: ExternalSignInService(
                identities: storage.linkedIdentities, accounts: storage.accounts, siteSettings: storage.siteSettings,
                clock: dependencies.clock, ids: dependencies.ids
            ),
            flows: storage.signInFlows, transport: dependencies.signInTransport ?? LiveSignInTransport(logger: dependencies.logger),
            clock: dependencies.clock, logger: dependencies.logger
        ),
        documentFetcher: dependencies.documentFetcher
            ?? HTTPDocumentFetcher(
                policy: OutboundAddressPolicy(allowsPrivateNetworks: config.subscriptionsFromPrivateNetworks), logger: dependencies.logger
            ),
        credentialSealer: dependencies.credentialSealer ?? AESCredentialSealer(),
        calendarRemote: dependencies.calendarRemote
            ?? HTTPCalDAVClient(
                policy: OutboundAddressPolicy(allowsPrivateNetworks: config.subscriptionsFromPrivateNetworks), logger: dependencies.logger
            ),
        calendarConnection: CalendarConnection(config: config),
        calendarTokens: OAuthAccessTokenCache()
    )
}

func buildRouter(services: DomovServices, dependencies: AppDependencies) throws -> Router<DomovRequestContext> {
    let storage = dependencies.storage
    let config = services.config
    let accounts = services.accounts
    let cookies = services.cookies
    let assets = try StaticAssets.shipped.get()

    let router = Router(context: DomovRequestContext.self)
    // Outermost, so that it compresses the final answer, error pages included.
    router.add(middleware: ResponseCompressionMiddleware())
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: MetricsMiddleware())
    router.add(middleware: LogRequestsMiddleware(.debug))
    router.add(
        middleware: IdentityMiddleware(
            accounts: accounts, cookies: cookies, caches: services.caches, households: storage.households, trustProxy: config.trustProxy))
    router.add(middleware: ErrorMiddleware(pages: ErrorPageRenderer()))
    router.add(middleware: NULGuardMiddleware())

    HealthController(
        database: storage.database, metrics: dependencies.metrics, metricsToken: config.metricsToken, trustProxy: config.trustProxy
    )
    .addRoutes(to: router)
    StaticController(assets: assets).addRoutes(to: router)

    let api = router.group("api/v1")
    OpenAPIController().addRoutes(to: api)
    AccountAPIController(services: services).addRoutes(to: api)
    HouseholdAPIController(services: services).addRoutes(to: api)
    PlannerAPIController(services: services).addRoutes(to: api)
    ChoresAPIController(services: services).addRoutes(to: api)
    MealsAPIController(services: services).addRoutes(to: api)
    NotificationAPIController(services: services).addRoutes(to: api)
    NameDayAPIController(services: services).addRoutes(to: api)
    PhrasebookAPIController(services: services, catalog: .shipped).addRoutes(to: api)

    CalendarFeedController(services: services).addRoutes(to: router)
    NameDayFeedController(services: services).addRoutes(to: router)
    ChoresFeedController(services: services).addRoutes(to: router)
    CalDAVController(services: services).addRoutes(to: router)

    let web = router.group().add(middleware: CSRFMiddleware())
    HomeController(services: services).addRoutes(to: web)
    AuthController(services: services).addRoutes(to: web)
    ExternalSignInController(services: services).addRoutes(to: web)
    HouseholdController(services: services).addRoutes(to: web)
    PlannerController(services: services).addRoutes(to: web)
    CalendarConnectController(services: services).addRoutes(to: web)
    ChoresController(services: services).addRoutes(to: web)
    NameDayController(services: services).addRoutes(to: web)
    MealsController(services: services).addRoutes(to: web)
    PhrasebookCatalog.shipped.log(to: dependencies.logger)
    PhrasebookController(services: services, catalog: .shipped).addRoutes(to: web)
    NotificationController(services: services).addRoutes(to: web)
    SettingsController(services: services).addRoutes(to: web)
    AdminController(services: services).addRoutes(to: web)
    return router
}

private let sessionLifetime: TimeInterval = 30 * 24 * 3600

/// The account use cases over live storage and bcrypt; the CLI uses the same.
public func makeAccountService(
    config: DomovConfig, storage: Storage, clock: WallClock = .system, ids: IDGenerator = .random
) -> AccountService {
    AccountService(
        accounts: storage.accounts, sessions: storage.sessions, appPasswords: storage.appPasswords,
        loginAttempts: storage.loginAttempts, siteSettings: storage.siteSettings,
        hasher: BcryptPasswordHasher(cost: config.passwordHashCost),
        clock: clock, ids: ids, sessionLifetime: sessionLifetime
    )
}
