import DomovCore
import DomovStorage
import Foundation
import Hummingbird
import Logging
import Prometheus

/// What the application is built from besides its configuration. Tests pass a frozen clock,
/// predictable IDs and a fresh database; the executable passes the live ones.
public struct AppDependencies: Sendable {
    public var storage: Storage
    public var clock: WallClock
    public var ids: IDGenerator
    public var metrics: PrometheusCollectorRegistry
    public var logger: Logger

    public init(
        storage: Storage, clock: WallClock = .system, ids: IDGenerator = .random,
        metrics: PrometheusCollectorRegistry = PrometheusCollectorRegistry(), logger: Logger = Logger(label: "domov")
    ) {
        self.storage = storage
        self.clock = clock
        self.ids = ids
        self.metrics = metrics
        self.logger = logger
    }
}

/// Builds the whole server: middleware, web pages, JSON API, health and static files.
public func buildApplication(config: DomovConfig, dependencies: AppDependencies) throws -> some ApplicationProtocol {
    let router = try buildRouter(config: config, dependencies: dependencies)
    let cleanup = SessionCleanupJob(sessions: dependencies.storage.sessions, clock: dependencies.clock, logger: dependencies.logger)
    return Application(
        router: router,
        configuration: .init(address: .hostname(config.host, port: config.port), serverName: "Domov"),
        services: [cleanup],
        logger: dependencies.logger
    )
}

func buildRouter(config: DomovConfig, dependencies: AppDependencies) throws -> Router<DomovRequestContext> {
    let storage = dependencies.storage
    let cookies = CookieFactory(secure: config.usesHTTPS, sessionLifetime: sessionLifetime)
    let accounts = makeAccountService(config: config, storage: storage, clock: dependencies.clock, ids: dependencies.ids)
    let services = DomovServices(
        config: config, storage: storage, accounts: accounts,
        households: HouseholdService(households: storage.households, accounts: storage.accounts, clock: dependencies.clock, ids: dependencies.ids),
        planner: PlannerService(planner: storage.planner, households: storage.households, clock: dependencies.clock, ids: dependencies.ids),
        clock: dependencies.clock, cookies: cookies, caches: PageCaches(clock: dependencies.clock)
    )
    let assets = try StaticAssets.load()

    let router = Router(context: DomovRequestContext.self)
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: MetricsMiddleware())
    router.add(middleware: LogRequestsMiddleware(.debug))
    router.add(middleware: IdentityMiddleware(accounts: accounts, cookies: cookies, caches: services.caches, trustProxy: config.trustProxy))
    router.add(middleware: ErrorMiddleware(pages: ErrorPageRenderer()))

    HealthController(database: storage.database, metrics: dependencies.metrics).addRoutes(to: router)
    StaticController(assets: assets).addRoutes(to: router)

    let api = router.group("api/v1")
    OpenAPIController().addRoutes(to: api)
    AccountAPIController(services: services).addRoutes(to: api)
    HouseholdAPIController(services: services).addRoutes(to: api)
    PlannerAPIController(services: services).addRoutes(to: api)

    let web = router.group().add(middleware: CSRFMiddleware())
    HomeController(services: services).addRoutes(to: web)
    AuthController(services: services).addRoutes(to: web)
    HouseholdController(services: services).addRoutes(to: web)
    PlannerController(services: services).addRoutes(to: web)
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
