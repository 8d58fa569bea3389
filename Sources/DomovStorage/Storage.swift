import DomovCore
import Logging

/// Every repository over one database: what the server and the CLI are given.
public struct Storage: Sendable {
    public let database: DomovDatabase
    public let accounts: any AccountRepository
    public let sessions: any SessionRepository
    public let appPasswords: any AppPasswordRepository
    public let loginAttempts: any LoginAttemptRepository
    public let siteSettings: any SiteSettingsRepository
    public let households: any HouseholdRepository
    public let planner: any PlannerRepository
    public let chores: any ChoresRepository
    public let notifications: any NotificationRepository
    public let calendarFeeds: any CalendarFeedRepository
    public let feedVersions: any FeedVersionRepository
    public let calendarChanges: any CalendarChangeRepository
    public let calendarAppearances: any CalendarAppearanceRepository
    public let calendarSubscriptions: any CalendarSubscriptionRepository
    public let externalCalendars: any ExternalCalendarRepository
    public let deliveries: any DeliveryRepository
    public let pushSubscriptions: any PushSubscriptionRepository
    public let notificationSettings: any NotificationSettingsRepository
    public let deliverySettings: any DeliverySettingsRepository
    public let meetingInvitations: any MeetingInvitationRepository
    public let nameDays: any NameDayRepository
    public let recipes: any RecipeRepository
    public let phrasebook: any PhrasebookRepository
    public let linkedIdentities: any LinkedIdentityRepository
    public let signInFlows: any SignInFlowRepository

    public init(database: DomovDatabase) {
        self.database = database
        accounts = SQLAccountRepository(database: database)
        sessions = SQLSessionRepository(database: database)
        appPasswords = SQLAppPasswordRepository(database: database)
        loginAttempts = SQLLoginAttemptRepository(database: database)
        siteSettings = SQLSiteSettingsRepository(database: database)
        households = SQLHouseholdRepository(database: database)
        planner = SQLPlannerRepository(database: database)
        chores = SQLChoresRepository(database: database)
        notifications = SQLNotificationRepository(database: database)
        calendarFeeds = SQLCalendarFeedRepository(database: database)
        feedVersions = SQLFeedVersionRepository(database: database)
        calendarChanges = SQLCalendarChangeRepository(database: database)
        calendarAppearances = SQLCalendarAppearanceRepository(database: database)
        calendarSubscriptions = SQLCalendarSubscriptionRepository(database: database)
        externalCalendars = SQLExternalCalendarRepository(database: database)
        deliveries = SQLDeliveryRepository(database: database)
        pushSubscriptions = SQLPushSubscriptionRepository(database: database)
        notificationSettings = SQLNotificationSettingsRepository(database: database)
        deliverySettings = SQLDeliverySettingsRepository(database: database)
        meetingInvitations = SQLMeetingInvitationRepository(database: database)
        nameDays = SQLNameDayRepository(database: database)
        recipes = SQLRecipeRepository(database: database)
        phrasebook = SQLPhrasebookRepository(database: database)
        linkedIdentities = SQLLinkedIdentityRepository(database: database)
        signInFlows = SQLSignInFlowRepository(database: database)
    }

    /// Opens the database and brings its schema up to date.
    public static func open(_ location: DatabaseLocation, logger: Logger) async throws -> Storage {
        let database = try await DomovDatabase.open(location, logger: logger)
        do {
            try await MigrationRunner(database: database, logger: logger).migrateBeforeUse()
        } catch {
            await database.close()
            throw error
        }
        return Storage(database: database)
    }
}
