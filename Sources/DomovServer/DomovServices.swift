import DomovCore
import DomovOutbound
import DomovStorage
import Foundation

/// The use cases and helpers that controllers are built from, made once per application.
struct DomovServices: Sendable {
    let config: DomovConfig
    let storage: Storage
    let accounts: AccountService
    let households: HouseholdService
    let planner: PlannerService
    let chores: ChoresService
    let nameDays: NameDayService
    let meals: MealsService
    /// Notices dispatched in this process, for open pages' live updates.
    let notices: NoticeFeed
    /// Outgoing email through the admin's mail server.
    let mailer: Mailer
    /// The Web Push key pair.
    let vapid: VAPIDKeyStore
    let clock: WallClock
    let ids: IDGenerator
    let cookies: CookieFactory
    let caches: PageCaches
    /// Signing in through external providers.
    let signIn: SignInServices
    /// Fetches subscribed calendars.
    let documentFetcher: any DocumentFetching
    /// Seals and opens external calendar accounts' passwords.
    let credentialSealer: any CredentialSealing
    /// Talks to external accounts' CalDAV servers.
    let calendarRemote: any ExternalCalendarRemote
    /// "Connect Google Calendar", when the admin configured the `google` provider.
    let calendarConnection: CalendarConnection?
    /// OAuth accounts' access tokens, in memory only.
    let calendarTokens: OAuthAccessTokenCache

    /// Reaches external accounts as their owners: app passwords, or fresh OAuth access tokens.
    var calendarAuthorizer: ExternalCalendarAuthorizer {
        ExternalCalendarAuthorizer(
            sealer: credentialSealer, refresher: ProviderTokenRefresher(providers: signIn.providers, client: signIn.client, clock: clock),
            cache: calendarTokens, clock: clock
        )
    }

    /// The in-app inbox.
    var inbox: InboxService {
        InboxService(notifications: storage.notifications, clock: clock)
    }

    /// A person's notification channels, email confirmation and push devices.
    var notificationSettings: NotificationSettingsService {
        NotificationSettingsService(
            settings: storage.notificationSettings, pushSubscriptions: storage.pushSubscriptions,
            deliverySettings: storage.deliverySettings, attempts: storage.loginAttempts, clock: clock
        )
    }

    /// Notices as they fall due, and the outbox of their deliveries and of meeting invitations.
    var dispatch: NotificationDispatchService {
        NotificationDispatchService(
            notifications: storage.notifications, deliveries: storage.deliveries, invitations: storage.meetingInvitations,
            settings: storage.notificationSettings, pushSubscriptions: storage.pushSubscriptions,
            deliverySettings: storage.deliverySettings, accounts: storage.accounts
        )
    }

    /// The admin's settings, mail server and delivery log.
    var admin: AdminService {
        AdminService(
            accounts: storage.accounts, siteSettings: storage.siteSettings,
            deliverySettings: storage.deliverySettings, deliveries: storage.deliveries
        )
    }

    /// Favourite and recently used phrases, and households' own phrases.
    var phrasebook: PhrasebookService {
        PhrasebookService(repository: storage.phrasebook, clock: clock)
    }

    /// Subscription addresses of the planner and the chores, and their feeds' versions.
    var calendarFeeds: CalendarFeedService {
        CalendarFeedService(
            feeds: storage.calendarFeeds, versions: storage.feedVersions, households: storage.households, accounts: storage.accounts,
            clock: clock, ids: ids
        )
    }

    /// A person's subscribed calendars, and their refreshes.
    var calendarSubscriptions: CalendarSubscriptionService {
        CalendarSubscriptionService(subscriptions: storage.calendarSubscriptions, households: storage.households, clock: clock, ids: ids)
    }

    /// A person's external CalDAV accounts.
    var externalCalendarAccounts: ExternalCalendarAccountService {
        ExternalCalendarAccountService(
            accounts: storage.externalCalendars, households: storage.households, remote: calendarRemote, sealer: credentialSealer,
            clock: clock, ids: ids
        )
    }

    /// Syncs an external account both ways as its owner, writing with `writer` and naming the
    /// copies of conflicting edits with `copySuffix` (both in the owner's language).
    func externalCalendarSync(writer: @escaping (Date) -> PlannerCalendarWriter, copySuffix: String) -> ExternalCalendarSync {
        ExternalCalendarSync(
            repository: storage.externalCalendars, planner: planner, remote: calendarRemote, authorizer: calendarAuthorizer,
            writer: writer, builtinCategory: BuiltinCategory.named, copySuffix: copySuffix
        )
    }

    /// What became of meetings' invitations.
    var meetingInvitations: MeetingInvitationService {
        MeetingInvitationService(invitations: storage.meetingInvitations)
    }

    /// The CalDAV change log and how each person's apps show a household's calendar.
    var calendarCollections: CalendarCollectionService {
        CalendarCollectionService(changes: storage.calendarChanges, appearances: storage.calendarAppearances)
    }

    /// The day across the modules, for the home page.
    var today: TodayService {
        TodayService(planner: planner, chores: chores, nameDays: nameDays, meals: meals, clock: clock)
    }

    /// The frame of a page for this request.
    func chrome(_ context: some DomovContext, section: PageChrome.Section) -> PageChrome {
        PageChrome(
            t: context.localizer, user: context.user, currentHousehold: context.currentHousehold,
            csrfToken: context.csrfToken, section: section, households: context.households,
            actionNotice: context.actionNotice, returnPath: context.returnPath
        )
    }

    /// Absolute links (invitations) use the configured public URL, else the Host the browser used.
    func absoluteURL(_ url: SiteURL, requestHost: String?) -> String {
        siteAddress(requestHost: requestHost) + url.path
    }

    /// The server's address without a trailing slash; without a request (background jobs), the
    /// public URL or the listening address.
    func siteAddress(requestHost: String? = nil) -> String {
        if let base = config.publicURL {
            return base.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        }
        let scheme = config.usesHTTPS ? "https" : "http"
        return "\(scheme)://\(requestHost ?? "\(config.host):\(config.port)")"
    }

    var baseURL: String { siteAddress() }

    /// Which hosts the server may reach for its members: subscribed calendars, external
    /// calendar accounts and push endpoints all go by it.
    var outboundPolicy: OutboundAddressPolicy {
        OutboundAddressPolicy(allowsPrivateNetworks: config.subscriptionsFromPrivateNetworks)
    }
}
