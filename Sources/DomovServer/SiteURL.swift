import Foundation
import DomovCore

/// Every page and form target of the web app. Links are built from these cases, and the
/// router registers the same paths (see `routePattern`), so a renamed route cannot leave a
/// dead link behind; a test walks every case through the router.
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

    public var path: String {
        switch self {
        case .home: "/"
        case .signUp(let next): "/signup" + Self.nextQuery(next)
        case .logIn(let next): "/login" + Self.nextQuery(next)
        case .logOut: "/logout"
        case .households: "/households"
        case .household(let id): "/households/\(id)"
        case .householdInvites(let id): "/households/\(id)/invites"
        case .householdInviteRevoke(let id, let invite): "/households/\(id)/invites/\(invite)/revoke"
        case .householdSwitch(let id): "/households/\(id)/switch"
        case .householdLeave(let id): "/households/\(id)/leave"
        case .householdRename(let id): "/households/\(id)/rename"
        case .householdMemberRemove(let id, let user): "/households/\(id)/members/\(user)/remove"
        case .householdDelete(let id): "/households/\(id)/delete"
        case .invite(let token): "/invite/\(token)"
        case .settings: "/settings"
        case .settingsPreferences: "/settings/preferences"
        case .settingsProfile: "/settings/profile"
        case .settingsPassword: "/settings/password"
        case .settingsAppPasswords: "/settings/app-passwords"
        case .settingsAppPasswordRevoke(let id): "/settings/app-passwords/\(id)/revoke"
        case .settingsCalendarProfile: "/settings/calendar-profile"
        case .settingsDeleteAccount: "/settings/delete-account"
        case .settingsNotifications: "/settings/notifications"
        case .settingsVerifyEmail: "/settings/notifications/verify-email"
        case .settingsPushSubscribe: "/settings/push-subscriptions"
        case .settingsPushUnsubscribe: "/settings/push-subscriptions/unsubscribe"
        case .settingsPushSubscriptionRemove(let id): "/settings/push-subscriptions/\(id)/remove"
        case .verifyEmail(let token): "/verify-email/\(token)"
        case .admin: "/admin"
        case .adminSettings: "/admin/settings"
        case .adminMailServer: "/admin/mail-server"
        case .adminTestEmail: "/admin/mail-server/test"
        case .module(let module): "/\(module.rawValue)"
        case .planner(let url): url.path
        case .chores(let url): url.path
        case .nameDays(let url): url.path
        case .meals(let url): url.path
        case .phrasebook(let url): url.path
        case .externalSignIn(let url): url.path
        case .notifications(let url): url.path
        case .calendarFeed(let token): "/feeds/\(token).ics"
        case .stylesheet: "/static/app.css"
        case .script: "/static/app.js"
        case .moduleStylesheet(let module): "/static/\(module.rawValue).css"
        case .moduleScript(let module): "/static/\(module.rawValue).js"
        case .icon(let name): "/static/icons/\(name)"
        case .manifest: "/manifest.webmanifest"
        case .serviceWorker: "/sw.js"
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

    var path: String {
        switch self {
        case .inbox: "/notifications"
        case .unread: "/notifications/unread"
        case .stream: "/notifications/stream"
        case .readAll: "/notifications/read-all"
        case .open(let id): "/notifications/\(id)/open"
        }
    }
}
