import Foundation
import DomovCore

/// Every page and form target of the web app. Links are built from these cases by filling in
/// the pattern of their `Route`, the very value the router registers, so a renamed route
/// cannot leave a dead link behind; a test walks every case through the router.
public enum SiteURL: Sendable, Equatable {
    case home
    case signUp(next: String? = nil)
    case logIn(next: String? = nil)
    case logOut
    case households
    case household(ID<Household>)
    case householdInvites(ID<Household>)
    case householdInviteRevoke(ID<Household>, ID<Invite>)
    case householdSwitch(ID<Household>)
    case householdLeave(ID<Household>)
    case householdRename(ID<Household>)
    case householdMemberRemove(ID<Household>, ID<User>)
    case householdDelete(ID<Household>)
    case invite(token: String)
    case settings
    case settingsPreferences
    case settingsProfile
    case settingsPassword
    case settingsAppPasswords
    case settingsAppPasswordRevoke(ID<AppPassword>)
    /// POST: a new app password in an Apple configuration profile, as a download.
    case settingsCalendarProfile
    case settingsDeleteAccount
    case settingsNotifications
    /// Sends a link that confirms the account's address for email reminders.
    case settingsVerifyEmail
    /// JSON: this device's push subscription, saved or removed by the settings page's script.
    case settingsPushSubscribe
    case settingsPushUnsubscribe
    /// A form: removes one of the person's devices from the list.
    case settingsPushSubscriptionRemove(ID<PushSubscription>)
    /// The link in the verification email; the token is its only credential.
    case verifyEmail(token: String)
    case admin
    case adminSettings
    case adminMailServer
    case adminTestEmail
    case module(DomovModule)
    case planner(PlannerURL)
    case chores(ChoresURL)
    case nameDays(NameDayURL)
    case meals(MealsURL)
    case phrasebook(PhrasebookURL)
    case externalSignIn(ExternalSignInURL)
    case notifications(NotificationURL)
    /// A subscribable iCalendar feed; the token is its only credential.
    case calendarFeed(token: String)
    case stylesheet
    case script
    /// A module's own stylesheet and script, loaded by its pages only.
    case moduleStylesheet(DomovModule)
    case moduleScript(DomovModule)
    case icon(String)
    case manifest
    case serviceWorker

    /// The path patterns the router registers; `path` fills them in.
    enum Route: String, RoutePattern {
        case home = "/"
        case signUp = "/signup"
        case logIn = "/login"
        case logOut = "/logout"
        case households = "/households"
        case household = "/households/:household"
        case householdInvites = "/households/:household/invites"
        case householdInviteRevoke = "/households/:household/invites/:invite/revoke"
        case householdSwitch = "/households/:household/switch"
        case householdLeave = "/households/:household/leave"
        case householdRename = "/households/:household/rename"
        case householdMemberRemove = "/households/:household/members/:member/remove"
        case householdDelete = "/households/:household/delete"
        case invite = "/invite/:token"
        case settings = "/settings"
        case settingsPreferences = "/settings/preferences"
        case settingsProfile = "/settings/profile"
        case settingsPassword = "/settings/password"
        case settingsAppPasswords = "/settings/app-passwords"
        case settingsAppPasswordRevoke = "/settings/app-passwords/:id/revoke"
        case settingsCalendarProfile = "/settings/calendar-profile"
        case settingsDeleteAccount = "/settings/delete-account"
        case settingsNotifications = "/settings/notifications"
        case settingsVerifyEmail = "/settings/notifications/verify-email"
        case settingsPushSubscribe = "/settings/push-subscriptions"
        case settingsPushUnsubscribe = "/settings/push-subscriptions/unsubscribe"
        case settingsPushSubscriptionRemove = "/settings/push-subscriptions/:id/remove"
        case verifyEmail = "/verify-email/:token"
        case admin = "/admin"
        case adminSettings = "/admin/settings"
        case adminMailServer = "/admin/mail-server"
        case adminTestEmail = "/admin/mail-server/test"
        /// The file is the feed's token and ".ics", so calendar apps see an iCalendar name.
        case calendarFeed = "/feeds/:file"
        case staticFile = "/static/**"
        case manifest = "/manifest.webmanifest"
        case serviceWorker = "/sw.js"
    }

    public var path: String {
        switch self {
        case .home: Route.home.path()
        case .signUp(let next): Route.signUp.path() + Self.nextQuery(next)
        case .logIn(let next): Route.logIn.path() + Self.nextQuery(next)
        case .logOut: Route.logOut.path()
        case .households: Route.households.path()
        case .household(let id): Route.household.path(id)
        case .householdInvites(let id): Route.householdInvites.path(id)
        case .householdInviteRevoke(let id, let invite): Route.householdInviteRevoke.path(id, invite)
        case .householdSwitch(let id): Route.householdSwitch.path(id)
        case .householdLeave(let id): Route.householdLeave.path(id)
        case .householdRename(let id): Route.householdRename.path(id)
        case .householdMemberRemove(let id, let user): Route.householdMemberRemove.path(id, user)
        case .householdDelete(let id): Route.householdDelete.path(id)
        case .invite(let token): Route.invite.path(token)
        case .settings: Route.settings.path()
        case .settingsPreferences: Route.settingsPreferences.path()
        case .settingsProfile: Route.settingsProfile.path()
        case .settingsPassword: Route.settingsPassword.path()
        case .settingsAppPasswords: Route.settingsAppPasswords.path()
        case .settingsAppPasswordRevoke(let id): Route.settingsAppPasswordRevoke.path(id)
        case .settingsCalendarProfile: Route.settingsCalendarProfile.path()
        case .settingsDeleteAccount: Route.settingsDeleteAccount.path()
        case .settingsNotifications: Route.settingsNotifications.path()
        case .settingsVerifyEmail: Route.settingsVerifyEmail.path()
        case .settingsPushSubscribe: Route.settingsPushSubscribe.path()
        case .settingsPushUnsubscribe: Route.settingsPushUnsubscribe.path()
        case .settingsPushSubscriptionRemove(let id): Route.settingsPushSubscriptionRemove.path(id)
        case .verifyEmail(let token): Route.verifyEmail.path(token)
        case .admin: Route.admin.path()
        case .adminSettings: Route.adminSettings.path()
        case .adminMailServer: Route.adminMailServer.path()
        case .adminTestEmail: Route.adminTestEmail.path()
        case .module(let module): Self.startRoute(of: module).path()
        case .planner(let url): url.path
        case .chores(let url): url.path
        case .nameDays(let url): url.path
        case .meals(let url): url.path
        case .phrasebook(let url): url.path
        case .externalSignIn(let url): url.path
        case .notifications(let url): url.path
        case .calendarFeed(let token): Route.calendarFeed.path("\(token).ics")
        case .stylesheet: Route.staticFile.path("app.css")
        case .script: Route.staticFile.path("app.js")
        case .moduleStylesheet(let module): Route.staticFile.path("\(module.rawValue).css")
        case .moduleScript(let module): Route.staticFile.path("\(module.rawValue).js")
        case .icon(let name): Route.staticFile.path("icons/\(name)")
        case .manifest: Route.manifest.path()
        case .serviceWorker: Route.serviceWorker.path()
        }
    }

    /// Each module's start page, the pattern its controller registers.
    static func startRoute(of module: DomovModule) -> any RoutePattern {
        switch module {
        case .planner: PlannerURL.Route.start
        case .chores: ChoresURL.Route.start
        case .nameDays: NameDayURL.Route.home
        case .meals: MealsURL.Route.start
        case .phrasebook: PhrasebookURL.Route.start
        }
    }

    /// What pages link to: the path, and for the shipped static files their content's version,
    /// so browsers keep them for a year and a new release still reaches them at once.
    var href: String {
        switch self {
        case .stylesheet, .script, .moduleStylesheet, .moduleScript, .icon: StaticAssets.versioned(path)
        default: path
        }
    }

    /// Only local paths are kept as a "next" target, so a crafted link cannot send someone
    /// to another site after they sign in (`SameSitePath` has the rules).
    static func safeNext(_ next: String?) -> String? {
        guard let next, SameSitePath.isSafe(next) else { return nil }
        return next
    }

    private static func nextQuery(_ next: String?) -> String {
        guard let next = safeNext(next),
            let encoded = next.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(.init(charactersIn: "/-_.~")))
        else { return "" }
        return "?next=" + encoded
    }
}

/// The in-app inbox and its live parts.
public enum NotificationURL: Sendable, Equatable {
    case inbox
    /// JSON: the bell's unread count.
    case unread
    /// Server-Sent Events of new notices.
    case stream
    case readAll
    case open(ID<Notice>)

    /// The path patterns the router registers; `path` fills them in.
    enum Route: String, RoutePattern {
        case inbox = "/notifications"
        case unread = "/notifications/unread"
        case stream = "/notifications/stream"
        case readAll = "/notifications/read-all"
        case open = "/notifications/:notice/open"
    }

    var path: String {
        switch self {
        case .inbox: Route.inbox.path()
        case .unread: Route.unread.path()
        case .stream: Route.stream.path()
        case .readAll: Route.readAll.path()
        case .open(let id): Route.open.path(id)
        }
    }
}
