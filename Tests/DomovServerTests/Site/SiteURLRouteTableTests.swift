import DomovCore
@testable import DomovServer
import Foundation
import HTTPTypes
import Testing

/// Every case of `SiteURL` and of the modules' URL types it holds has a route in the router's
/// table for its path and each method its links and forms use. `SiteURLRoutingTests` sends a
/// request for a sample of them; this reads the table, so it needs no data and covers them all.
@Suite("SiteURL route table")
struct SiteURLRouteTableTests {
    typealias Method = HTTPRequest.Method

    @Test func everyCaseHasARouteForItsMethods() async throws {
        let table = try await RouteTable.ofTheApplication()
        for url in Self.samples {
            for method in Self.methods(url) {
                #expect(table.handles(method, url.path), "no route for \(method) \(url.path) (SiteURL.\(Self.caseName(url)))")
            }
        }
    }

    /// A new case cannot be left out: the `methods` switches do not compile without it, and
    /// this count then asks for a sample of it.
    @Test func theSamplesCoverEveryCase() {
        let sampled = Set(Self.samples.map(Self.caseName))
        #expect(sampled.count == 41 + 31 + 19 + 21 + 13 + 18 + 6 + 5, "cases sampled: \(sampled.sorted())")
    }

    /// "planner.agenda" for `.planner(.agenda(…))`: the case, and the module URL's case inside it.
    static func caseName(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard let child = mirror.children.first, let label = child.label else { return String(describing: value) }
        let payload = Mirror(reflecting: child.value)
        guard payload.displayStyle == .enum, String(describing: payload.subjectType).hasSuffix("URL") else { return label }
        return label + "." + caseName(child.value)
    }

    static func methods(_ url: SiteURL) -> [Method] {
        switch url {
        case .home, .household, .settings, .verifyEmail, .admin, .module, .calendarFeed, .stylesheet, .script, .moduleStylesheet,
            .moduleScript, .icon, .manifest, .serviceWorker:
            [.get]
        case .signUp, .logIn, .households, .invite: [.get, .post]
        case .logOut, .householdInvites, .householdInviteRevoke, .householdSwitch, .householdLeave, .householdRename,
            .householdMemberRemove, .householdDelete, .settingsPreferences, .settingsProfile, .settingsPassword,
            .settingsAppPasswords, .settingsAppPasswordRevoke, .settingsCalendarProfile, .settingsDeleteAccount,
            .settingsNotifications, .settingsVerifyEmail, .settingsPushSubscribe, .settingsPushUnsubscribe,
            .settingsPushSubscriptionRemove, .adminSettings, .adminMailServer, .adminTestEmail:
            [.post]
        case .planner(let url): methods(url)
        case .chores(let url): methods(url)
        case .nameDays(let url): methods(url)
        case .meals(let url): methods(url)
        case .phrasebook(let url): methods(url)
        case .externalSignIn(let url): methods(url)
        case .notifications(let url): methods(url)
        }
    }

    static func methods(_ url: PlannerURL) -> [Method] {
        switch url {
        case .agenda, .calendar, .monthDay, .history, .newItem, .item, .edit: [.get]
        case .delete, .categories, .categoryDelete, .calendars, .personalCalendarDelete, .feeds: [.get, .post]
        case .items, .update, .complete, .reopen, .category, .personalCalendar, .subscriptions, .subscriptionRefresh,
            .subscriptionDelete, .externalAccounts, .externalAccountSync, .externalAccountDelete, .externalAccountConnect,
            .feedRevoke, .importPreview, .importCalendar, .answer, .restore:
            [.post]
        }
    }

    static func methods(_ url: ChoresURL) -> [Method] {
        switch url {
        case .rooms, .overview, .newRoom, .room, .newChore, .chore, .editChore, .feed: [.get]
        case .deleteRoom, .deleteChore: [.get, .post]
        case .createRoom, .myRoom, .createChore, .updateChore, .complete, .assign, .undo, .restore, .createFeed: [.post]
        }
    }

    static func methods(_ url: MealsURL) -> [Method] {
        switch url {
        case .recipes, .newRecipe, .recipe, .edit, .photo, .exportJSONLD, .shopping: [.get]
        case .delete, .myMeal, .importRecipe: [.get, .post]
        case .createRecipe, .update, .like, .plan, .starters, .shoppingBuild, .shoppingAdd, .shoppingCheck, .shoppingRemove,
            .shoppingClear, .shoppingAisles:
            [.post]
        }
    }

    static func methods(_ url: NameDayURL) -> [Method] {
        switch url {
        case .home, .search, .suggest, .feedFile, .about: [.get]
        case .reminders, .reminder, .settings: [.get, .post]
        case .reminderDelete, .feed, .feedRevoke, .importPreview, .importContacts: [.post]
        }
    }

    static func methods(_ url: PhrasebookURL) -> [Method] {
        switch url {
        case .start, .pack, .category, .picker, .search, .grammar, .info, .script, .packFile, .favourites, .household,
            .householdExport, .offlineData:
            [.get]
        case .favourite, .householdPhrase, .householdWord, .householdRemove, .householdImport: [.post]
        }
    }

    static func methods(_ url: ExternalSignInURL) -> [Method] {
        switch url {
        case .start, .callback, .calendarCallback: [.get]
        case .confirmLink, .link, .unlink: [.post]
        }
    }

    static func methods(_ url: NotificationURL) -> [Method] {
        switch url {
        case .inbox, .unread, .stream: [.get]
        case .readAll, .open: [.post]
        }
    }

    /// One value of every case (more where a case's path has several shapes).
    static let samples: [SiteURL] = {
        let h = ID<Household>(UUID()), token = SecretToken.generate().value, pack = "en-neoslavonic"
        let day = LocalDate(year: 2026, month: 3, day: 9)!
        let site: [SiteURL] =
            [
                .home, .signUp(next: "/households"), .logIn(), .logOut, .households, .household(h), .householdInvites(h),
                .householdInviteRevoke(h, ID(UUID())), .householdSwitch(h), .householdLeave(h), .householdRename(h),
                .householdMemberRemove(h, ID(UUID())), .householdDelete(h), .invite(token: token), .settings, .settingsPreferences,
                .settingsProfile, .settingsPassword, .settingsAppPasswords, .settingsAppPasswordRevoke(ID(UUID())),
                .settingsCalendarProfile, .settingsDeleteAccount, .settingsNotifications, .settingsVerifyEmail,
                .settingsPushSubscribe, .settingsPushUnsubscribe, .settingsPushSubscriptionRemove(ID(UUID())),
                .verifyEmail(token: token), .admin, .adminSettings, .adminMailServer, .adminTestEmail,
                .calendarFeed(token: token), .stylesheet, .script, .icon("icon.svg"), .manifest, .serviceWorker,
            ] + DomovModule.allCases.flatMap { [SiteURL.module($0), .moduleStylesheet($0), .moduleScript($0)] }
        let planner: [PlannerURL] = [
            .agenda(h), .calendar(h, .day(day)), .calendar(h, .week(day)), .calendar(h, .month(year: 2026, month: 3)),
            .monthDay(h, year: 2026, month: 3, day: day), .history(h), .newItem(h, kind: .todo, date: day), .items(h),
            .item(h, ID(UUID()), occurrence: Date()), .edit(h, ID(UUID())), .update(h, ID(UUID())), .complete(h, ID(UUID())),
            .answer(h, ID(UUID())),
            .reopen(h, ID(UUID())), .delete(h, ID(UUID())), .restore(h, ID(UUID())), .categories(h), .category(h, ID(UUID())),
            .categoryDelete(h, ID(UUID())),
            .calendars(h), .personalCalendar(h, ID(UUID())), .personalCalendarDelete(h, ID(UUID())), .subscriptions(h),
            .subscriptionRefresh(h, ID(UUID())), .subscriptionDelete(h, ID(UUID())), .externalAccounts(h),
            .externalAccountSync(h, ID(UUID())), .externalAccountDelete(h, ID(UUID())), .externalAccountConnect(h, provider: "google"),
            .feeds(h), .feedRevoke(h, ID(UUID())), .importPreview(h), .importCalendar(h),
        ]
        let chores: [ChoresURL] = [
            .rooms(h, mine: true), .overview(h, allRooms: true, show: 5), .newRoom(h), .createRoom(h), .room(h, ID(UUID())),
            .myRoom(h, ID(UUID())), .deleteRoom(h, ID(UUID())), .newChore(h, room: ID(UUID())), .createChore(h),
            .chore(h, ID(UUID()), firstChore: true), .editChore(h, ID(UUID())), .updateChore(h, ID(UUID())), .complete(h, ID(UUID())),
            .assign(h, ID(UUID())), .undo(h, ID(UUID())), .deleteChore(h, ID(UUID())), .restore(h, ID(UUID())), .createFeed(h),
            .feed(token: token),
        ]
        let meals: [MealsURL] = [
            .recipes(h), .newRecipe(h), .createRecipe(h), .recipe(h, ID(UUID()), servings: 4), .edit(h, ID(UUID())),
            .update(h, ID(UUID())), .delete(h, ID(UUID())), .like(h, ID(UUID())), .plan(h, ID(UUID())),
            .photo(h, ID(UUID()), digest: "0123abcd"), .starters(h), .myMeal(h), .importRecipe(h), .exportJSONLD(h, ID(UUID())),
            .shopping(h, built: 3, recipes: 1), .shoppingBuild(h), .shoppingAdd(h), .shoppingCheck(h, ID(UUID())),
            .shoppingRemove(h, ID(UUID())), .shoppingClear(h), .shopping(h, ordering: true), .shoppingAisles(h),
        ]
        let nameDays: [NameDayURL] = [
            .home, .search(query: "jana"), .suggest(query: "ja"), .reminders(name: "Jan"), .reminder(ID(UUID())),
            .reminderDelete(ID(UUID())), .settings, .feed, .feedRevoke, .feedFile(token: token), .importPreview, .importContacts, .about,
        ]
        let phrasebook: [PhrasebookURL] = [
            .start, .pack(pack), .offlineData(pack), .category(pack, "greetings"),
            .picker(pack, "asking-for-help", phrase: "i-want", slot: 1),
            .search(pack, query: "help"), .grammar(pack), .info(pack), .script(.cyrillic, back: "/phrasebook/\(pack)"),
            .packFile(pack), .favourites(pack), .favourite(pack), .household(pack, h), .householdPhrase(pack, h),
            .householdWord(pack, h), .householdRemove(pack, h), .householdExport(pack, h), .householdImport(pack, h),
        ]
        let signIn: [ExternalSignInURL] = [
            .start(provider: "google", next: "/settings"), .callback(provider: "google"), .confirmLink, .link(provider: "google"),
            .unlink(ID(UUID())), .calendarCallback(provider: "google"),
        ]
        let notifications: [NotificationURL] = [.inbox, .unread, .stream, .readAll, .open(ID(UUID()))]
        return site + planner.map(SiteURL.planner) + chores.map(SiteURL.chores) + meals.map(SiteURL.meals)
            + nameDays.map(SiteURL.nameDays) + phrasebook.map(SiteURL.phrasebook) + signIn.map(SiteURL.externalSignIn)
            + notifications.map(SiteURL.notifications)
    }()
}
