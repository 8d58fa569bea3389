import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// Every `SiteURL` the pages link to must reach a handler: a renamed route must not leave
/// dead links behind. The entities the URLs name are created first, so a 404 can only mean
/// that the router has no such route.
@Suite("SiteURL routes")
struct SiteURLRoutingTests {
    /// A position for every case. There is no `default`, so a new case does not compile until
    /// it is given a position here, and the test below then demands a sample for it.
    static func position(_ url: SiteURL) -> Int {
        switch url {
        case .home: 0
        case .signUp: 1
        case .logIn: 2
        case .logOut: 3
        case .households: 4
        case .household: 5
        case .householdInvites: 6
        case .householdInviteRevoke: 7
        case .householdSwitch: 8
        case .householdLeave: 9
        case .householdRename: 10
        case .householdMemberRemove: 11
        case .householdDelete: 12
        case .invite: 13
        case .settings: 14
        case .settingsPreferences: 15
        case .settingsProfile: 16
        case .settingsPassword: 17
        case .settingsAppPasswords: 18
        case .settingsAppPasswordRevoke: 19
        case .settingsDeleteAccount: 20
        case .admin: 21
        case .adminSettings: 22
        case .module: 23
        case .stylesheet: 24
        case .script: 25
        case .icon: 26
        case .manifest: 27
        case .serviceWorker: 28
        case .planner: 29
        case .moduleStylesheet: 30
        case .moduleScript: 31
        case .notifications: 32
        case .calendarFeed: 33
        case .settingsNotifications: 34
        case .settingsVerifyEmail: 35
        case .settingsPushSubscribe: 36
        case .settingsPushUnsubscribe: 37
        case .settingsPushSubscriptionRemove: 38
        case .verifyEmail: 39
        case .adminMailServer: 40
        case .adminTestEmail: 41
        case .chores: 42
        case .nameDays: 43
        case .meals: 44
        case .phrasebook: 45
        case .externalSignIn: 46
        case .settingsCalendarProfile: 47
        }
    }

    static let caseCount = 48

    struct Sample {
        let url: SiteURL
        let method: HTTPRequest.Method
        var fields: [(String, String)] = []
        /// Posted as JSON with the CSRF header, as the pages' scripts do.
        var json: String? = nil
    }

    @Test func everyCaseReachesAHandler() async throws {
        try await withTestApp { app, client in
            let password = TestAccount.jana.password
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Main")
            let solo = try await jana.createHousehold("Solo")
            let token = try await jana.createInvite(household)
            _ = try await jana.createInvite(household)
            let janaUser = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            // A second invitation, to revoke while the first stays usable.
            let kept = try #require(try await app.storage.households.invite(token: SecretToken(value: token))).0
            let invite = try #require(
                try await app.storage.households.invites(householdID: household, now: app.clock.now).first { $0.id != kept.id })
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.acceptInvite(token)
            let petrUser = try #require(try await app.storage.accounts.user(email: TestAccount.petr.email))
            try await jana.get("/settings")
            #expect(try await jana.post("/settings/app-passwords", [("name", "Phone")]).status == .created)
            let appPassword = try #require(try await app.storage.appPasswords.list(userID: janaUser.id).first)
            let feedToken = SecretToken.generate(prefix: CalendarFeed.tokenPrefix).value
            try await app.storage.calendarFeeds.create(
                CalendarFeed(id: app.ids(), householdID: household, userID: janaUser.id, name: "Phone", createdAt: app.clock.now),
                token: SecretToken(value: feedToken)
            )
            let device = PushSubscription(
                id: app.ids(), userID: janaUser.id, endpoint: "https://push.example/other", p256dh: "BPk",
                auth: "au", label: "Tablet", createdAt: app.clock.now)
            try await app.storage.pushSubscriptions.save(device)
            let verification = SecretToken.generate(prefix: EmailVerification.tokenPrefix)
            try await app.storage.notificationSettings.createEmailVerification(
                userID: janaUser.id, address: janaUser.email, token: verification, createdAt: app.clock.now,
                expiresAt: app.clock.now.addingTimeInterval(600)
            )
            let nameDayReminder = try await NameDayService(
                repository: app.storage.nameDays, clock: app.clock.wallClock, ids: app.ids, link: { _ in "" }
            )
            .create(NameDayReminderInput(name: "Jana"), by: janaUser)
            let nameDayFeed = SecretToken.generate()
            try await app.storage.nameDays.setFeedToken(nameDayFeed, userID: janaUser.id, at: app.clock.now)
            let keys =
                """
                \"keys\":{\"p256dh\":\"\(Data(repeating: 4, count: 65).base64EncodedString())\",\
                \"auth\":\"\(Data(repeating: 7, count: 16).base64EncodedString())\"}
                """

            // Harmless requests first; the ones that remove things come last, in an order that
            // keeps what later ones need.
            var samples: [Sample] = [
                Sample(url: .home, method: .get),
                Sample(url: .signUp(next: "/households"), method: .get),
                Sample(url: .logIn(next: nil), method: .get),
                Sample(url: .households, method: .get),
                Sample(url: .household(household), method: .get),
                Sample(url: .householdInvites(household), method: .post),
                Sample(url: .householdInviteRevoke(household, invite.id), method: .post),
                Sample(url: .householdSwitch(household), method: .post),
                Sample(url: .householdRename(household), method: .post, fields: [("name", "Main renamed")]),
                Sample(url: .invite(token: token), method: .get),
                Sample(url: .settings, method: .get),
                Sample(
                    url: .settingsPreferences, method: .post, fields: [("language", ""), ("appearance", "system"), ("time_zone", "UTC")]),
                Sample(url: .settingsProfile, method: .post, fields: [("display_name", "Jana N."), ("nickname", "jana")]),
                Sample(url: .settingsAppPasswords, method: .post, fields: [("name", "Tablet")]),
                Sample(url: .settingsAppPasswordRevoke(appPassword.id), method: .post),
                Sample(url: .settingsCalendarProfile, method: .post),
                Sample(url: .admin, method: .get),
                Sample(url: .adminSettings, method: .post, fields: [("open_sign_up", "on")]),
                Sample(url: .stylesheet, method: .get),
                Sample(url: .script, method: .get),
                Sample(url: .icon("icon.svg"), method: .get),
                Sample(url: .manifest, method: .get),
                Sample(url: .serviceWorker, method: .get),
                Sample(url: .moduleStylesheet(.planner), method: .get),
                Sample(url: .moduleScript(.planner), method: .get),
                Sample(url: .notifications(.inbox), method: .get),
                Sample(url: .planner(.feeds(household)), method: .post, fields: [("name", "Google")]),
                Sample(url: .calendarFeed(token: feedToken), method: .get),
                Sample(url: .notifications(.unread), method: .get),
                Sample(url: .notifications(.readAll), method: .post),
                Sample(url: .planner(.agenda(household)), method: .get),
                Sample(url: .planner(.calendar(household, .month(year: 2025, month: 1))), method: .get),
                Sample(url: .planner(.newItem(household, kind: .todo)), method: .get),
                Sample(url: .planner(.categories(household)), method: .get),
                Sample(url: .planner(.calendars(household)), method: .get),
                Sample(url: .planner(.history(household)), method: .get),
                Sample(url: .chores(.rooms(household)), method: .get),
                Sample(url: .moduleStylesheet(.chores), method: .get),
                Sample(url: .meals(.recipes(household)), method: .get),
                Sample(url: .phrasebook(.start), method: .get),
                Sample(url: .phrasebook(.category("en-neoslavonic", "greetings")), method: .get),
                Sample(url: .phrasebook(.picker("en-neoslavonic", "asking-for-help", phrase: "i-want", slot: 1)), method: .get),
                Sample(url: .phrasebook(.search("en-neoslavonic", query: "help")), method: .get),
                Sample(url: .phrasebook(.grammar("en-czech")), method: .get),
                Sample(url: .phrasebook(.info("cs-neoslavonic")), method: .get),
                Sample(url: .phrasebook(.script(.cyrillic, back: "/phrasebook/en-neoslavonic")), method: .get),
                Sample(url: .phrasebook(.packFile("en-neoslavonic")), method: .get),
                Sample(
                    url: .phrasebook(.favourite("en-neoslavonic")), method: .post,
                    fields: [("phrase", "i-want"), ("choices", "1=verb:sleep")]),
                Sample(url: .phrasebook(.favourites("en-neoslavonic")), method: .get),
                Sample(
                    url: .phrasebook(.householdWord("en-neoslavonic", household)), method: .post,
                    fields: [("form", "verb"), ("word_source", "to knit"), ("word_target", "plesti")]),
                Sample(
                    url: .phrasebook(.householdPhrase("en-neoslavonic", household)), method: .post,
                    fields: [("source", "We |1|."), ("target", "My |1|."), ("slot1", "verb")]),
                Sample(url: .phrasebook(.household("en-neoslavonic", household)), method: .get),
                Sample(url: .phrasebook(.householdExport("en-neoslavonic", household)), method: .get),
                Sample(url: .phrasebook(.householdRemove("en-neoslavonic", household)), method: .post, fields: [("phrase", "we")]),
                Sample(url: .moduleStylesheet(.phrasebook), method: .get),
                Sample(url: .moduleScript(.phrasebook), method: .get),
                Sample(
                    url: .settingsNotifications, method: .post,
                    fields: [
                        ("notifications_form", "1"), ("channel_in_app", "on"), ("default_lead", "15"), ("quiet_start", "22:00"),
                        ("quiet_end", "07:00"),
                    ]),
                Sample(url: .settingsVerifyEmail, method: .post),
                Sample(url: .verifyEmail(token: verification.value), method: .get),
                Sample(
                    url: .settingsPushSubscribe, method: .post,
                    json: "{\"endpoint\":\"https://93.184.215.14/this\",\(keys),\"label\":\"Test\"}"),
                Sample(url: .settingsPushUnsubscribe, method: .post, json: "{\"endpoint\":\"https://93.184.215.14/this\"}"),
                Sample(url: .settingsPushSubscriptionRemove(device.id), method: .post),
                Sample(
                    url: .adminMailServer, method: .post,
                    fields: [
                        ("smtp_host", "127.0.0.1"), ("smtp_port", "1"), ("smtp_security", "plain"), ("smtp_from", "domov@example.org"),
                    ]),
                Sample(url: .adminTestEmail, method: .post),
                Sample(url: .nameDays(.home), method: .get),
                Sample(url: .nameDays(.search(query: "šárka")), method: .get),
                Sample(url: .nameDays(.suggest(query: "ja")), method: .get),
                Sample(url: .nameDays(.reminders(name: "Jan")), method: .get),
                Sample(url: .nameDays(.reminders()), method: .post, fields: [("name", "Jan"), ("time", "07:00")]),
                Sample(url: .nameDays(.reminder(nameDayReminder.id)), method: .get),
                Sample(url: .nameDays(.reminder(nameDayReminder.id)), method: .post, fields: [("name", "Jana"), ("person", "Babička")]),
                Sample(url: .nameDays(.settings), method: .post, fields: [("calendars", "cs")]),
                Sample(url: .nameDays(.feedFile(token: nameDayFeed.value)), method: .get),
                Sample(url: .nameDays(.feed), method: .post),
                Sample(url: .nameDays(.feedRevoke), method: .post),
                Sample(url: .nameDays(.about), method: .get),
                Sample(url: .nameDays(.reminderDelete(nameDayReminder.id)), method: .post),
                // No provider is configured here; the link form then only leads back to the log-in page.
                Sample(url: .externalSignIn(.confirmLink), method: .post),
            ]
            samples += DomovModule.allCases.map { Sample(url: .module($0), method: .get) }
            samples += [
                Sample(url: .householdMemberRemove(household, petrUser.id), method: .post),
                Sample(url: .householdLeave(solo), method: .post, fields: [("leave_confirm_name", "Solo")]),
                Sample(url: .householdDelete(household), method: .post, fields: [("confirm_name", "Main renamed")]),
                Sample(
                    url: .settingsPassword, method: .post,
                    fields: [
                        ("current_password", password), ("new_password", "a new password"), ("confirm_password", "a new password"),
                    ]),
                Sample(url: .settingsDeleteAccount, method: .post, fields: [("password", "a new password")]),
                Sample(url: .logOut, method: .post),
            ]
            #expect(Set(samples.map { Self.position($0.url) }) == Set(0..<Self.caseCount), "every SiteURL case has a sample")
            #expect(DomovModule.allCases.allSatisfy { module in samples.contains { $0.url == .module(module) } })

            for sample in samples {
                let response =
                    if let json = sample.json {
                        try await jana.request(
                            sample.url.path, method: .post,
                            headers: [
                                .contentType: "application/json", HTTPField.Name("X-CSRF-Token")!: jana.csrfField ?? "",
                            ], body: ByteBuffer(string: json))
                    } else if sample.method == .get {
                        try await jana.get(sample.url.path)
                    } else {
                        try await jana.post(sample.url.path, sample.fields)
                    }
                let what = "\(sample.method) \(sample.url.path)"
                #expect(response.status != .notFound, "\(what) answered 404")
                #expect(response.status != .methodNotAllowed, "\(what) answered 405")
                #expect(response.status.code < 400, "\(what) answered \(response.status.code)")
            }

            // Everything the samples removed is gone, so they really ran.
            #expect(try await app.storage.accounts.user(id: janaUser.id) == nil)
            #expect(try await app.storage.households.memberships(userID: petrUser.id).isEmpty)
        }
    }

    /// The check above would pass vacuously if unknown paths did not answer 404.
    @Test func anUnknownPathAnswers404() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            #expect(try await jana.get("/households/\(UUID().uuidString.lowercased())/nonsense").status == .notFound)
            #expect(try await jana.post("/no-such-form").status == .notFound)
        }
    }
}
