import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// The Notifications card of the settings page, its JSON endpoints, the email confirmation
/// link, the admin's mail server form, and the same settings through the API.
@Suite("Notification settings")
struct NotificationSettingsTests {
    static let keys =
        """
        \"keys\":{\"p256dh\":\"\(Data(repeating: 4, count: 65).base64EncodedString())\",\
        \"auth\":\"\(Data(repeating: 7, count: 16).base64EncodedString())\"}
        """

    static func device(_ endpoint: String) -> String {
        "{\"endpoint\":\"\(endpoint)\",\(keys),\"label\":\"Firefox · Linux\"}"
    }

    static func postJSON(_ browser: inout Browser, _ path: String, _ json: String, csrf: Bool = true) async throws -> TestResponse {
        try await browser.get("/settings")
        var headers: HTTPFields = [.contentType: "application/json"]
        if csrf { headers[CSRFMiddleware.headerName] = browser.csrfField ?? "" }
        return try await browser.request(path, method: .post, headers: headers, body: ByteBuffer(string: json))
    }

    @Test func theFormSavesChoicesAndShowsFieldErrorsWithoutLosingInput() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let page = try await jana.get("/settings")
            #expect(page.text.contains("id=\"notification-settings-form\""))
            #expect(page.text.contains(Texts.html(.emailNotSetUp, .english)))

            let bad = try await jana.post(
                "/settings/notifications",
                [
                    ("notifications_form", "1"), ("channel_push", "on"), ("default_lead", "7"), ("quiet_start", "25:00"), ("quiet_end", ""),
                ])
            #expect(bad.status == .unprocessableContent)
            #expect(HTMLScraper.element(id: "default_lead-error", in: bad.text) == Texts.html(.fieldProblem(.invalidValue), .english))
            #expect(HTMLScraper.element(id: "quiet_end-error", in: bad.text) == Texts.html(.fieldProblem(.required), .english))
            #expect(HTMLScraper.input(id: "quiet_start", in: bad.text)?["value"] == "25:00", "what was typed stays")
            let same = try await jana.post(
                "/settings/notifications", [("notifications_form", "1"), ("quiet_start", "22:00"), ("quiet_end", "22:00")])
            #expect(HTMLScraper.element(id: "quiet_end-error", in: same.text) == Texts.html(.fieldProblem(.sameStartAndEnd), .english))

            let saved = try await jana.post(
                "/settings/notifications",
                [
                    ("notifications_form", "1"), ("channel_email", "on"), ("default_lead", "15"), ("quiet_start", "22:00"),
                    ("quiet_end", "07:00"),
                ])
            #expect(saved.status == .seeOther)
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            let stored = try await app.storage.notificationSettings.settings(userID: user.id)
            #expect(
                stored
                    == NotificationSettings(
                        inApp: false, push: false, email: true, defaultLeadMinutes: 15,
                        quietHours: QuietHours(startMinute: 1320, endMinute: 420)))
            let again = try await jana.get("/settings")
            #expect(HTMLScraper.input(id: "quiet_start", in: again.text)?["value"] == "22:00")
            #expect(HTMLScraper.input(id: "channel_in_app", in: again.text)?["checked"] == nil)
            // A new planner item starts with the default reminder.
            let household = try await jana.createHousehold("Home")
            let form = try await jana.get("/planner/\(household)/items/new")
            #expect(form.text.contains("value=\"15\" checked"))
        }
    }

    @Test func devicesAreSavedByJSONWithTheCSRFHeaderAndOnlyTheirOwnerCanRemoveThem() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.createHousehold("Home")
            #expect(
                try await Self.postJSON(&jana, "/settings/push-subscriptions", Self.device("https://93.184.215.14/a"), csrf: false).status
                    == .forbidden)
            let refused = try await Self.postJSON(
                &jana, "/settings/push-subscriptions", "{\"endpoint\":\"ftp://x\",\"keys\":{\"p256dh\":\"short\"}}")
            #expect(refused.status == .unprocessableContent)
            #expect(
                try await Self.postJSON(&jana, "/settings/push-subscriptions", Self.device("https://93.184.215.14/a")).status == .created)
            #expect(
                try await Self.postJSON(&jana, "/settings/push-subscriptions", Self.device("https://93.184.215.14/b")).status == .created)
            let janaUser = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            let devices = try await app.storage.pushSubscriptions.list(userID: janaUser.id)
            #expect(devices.map(\.label) == ["Firefox · Linux", "Firefox · Linux"])
            #expect(try await jana.get("/settings").text.contains("id=\"remove-device-\(devices[0].id)\""))

            // Petr, in a household of his own, sees none of it and can change none of it.
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.createHousehold("Elsewhere")
            #expect(try await petr.post("/settings/push-subscriptions/\(devices[0].id)/remove").status == .notFound)
            #expect(
                try await Self.postJSON(&petr, "/settings/push-subscriptions/unsubscribe", "{\"endpoint\":\"https://93.184.215.14/a\"}")
                    .status == .notFound)
            #expect(try await petr.api(.delete, "/api/v1/push-subscriptions/\(devices[0].id)").status == .notFound)
            #expect(try await petr.api(.get, "/api/v1/push-subscriptions").text == "[]")
            #expect(!(try await petr.get("/settings").text.contains("remove-device-")))
            #expect(try await app.storage.pushSubscriptions.list(userID: janaUser.id).count == 2)

            #expect(
                try await Self.postJSON(&jana, "/settings/push-subscriptions/unsubscribe", "{\"endpoint\":\"https://93.184.215.14/a\"}")
                    .status == .noContent)
            #expect(try await jana.post("/settings/push-subscriptions/\(devices[1].id)/remove").status == .seeOther)
            #expect(try await app.storage.pushSubscriptions.list(userID: janaUser.id).isEmpty)
        }
    }

    @Test func confirmationLinksWorkOnceAndExpiredOrUsedOnesSayWhy() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana, headers: [.acceptLanguage: "cs"])
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            let noServer = try await jana.post("/settings/notifications/verify-email")
            #expect(noServer.text.contains(Texts.html(.emailNotSetUp, .czech)))

            // A server that refuses the connection: the page says what the mail server did.
            try await app.storage.deliverySettings.saveMailServer(
                MailServerSettings(host: "127.0.0.1", port: 1, security: .plain, fromAddress: "domov@domov.test"))
            let refused = try await jana.post("/settings/notifications/verify-email")
            #expect(refused.status == .ok)
            #expect(refused.text.contains("connection refused"))

            // Five emails an hour at most (the refused one above counts; the one without a server did not try).
            for _ in 0..<EmailVerification.maximumEmailsPerWindow {
                try await app.storage.loginAttempts.recordFailure(keys: [EmailVerification.throttleKey(user.id)], at: app.clock.now)
            }
            #expect(try await jana.post("/settings/notifications/verify-email").text.contains(Texts.html(.verificationThrottled, .czech)))
            app.clock.advance(by: EmailVerification.throttleWindow)
            #expect(
                try await jana.post("/settings/notifications/verify-email").text.contains("connection refused"),
                "an hour later it sends again")

            let settings = app.storage.notificationSettings
            let fresh = SecretToken.generate(prefix: EmailVerification.tokenPrefix)
            let now = app.clock.now
            try await settings.createEmailVerification(
                userID: user.id, address: user.email, token: fresh, createdAt: now, expiresAt: now.addingTimeInterval(60))
            // Opened signed out, in another browser: the token is enough.
            var other = Browser(client)
            let confirmed = try await other.get("/verify-email/\(fresh.value)")
            #expect(confirmed.status == .ok)
            #expect(confirmed.text.contains(Texts.html(.emailConfirmed(user.email), .english)))
            let used = try await other.get("/verify-email/\(fresh.value)")
            #expect(used.status == .gone)
            #expect(used.text.contains(Texts.html(.verifyLinkUnusable, .english)))
            #expect(try await jana.get("/settings").text.contains(Texts.html(.emailVerified(user.email), .czech)))

            let late = SecretToken.generate(prefix: EmailVerification.tokenPrefix)
            try await settings.createEmailVerification(
                userID: user.id, address: user.email, token: late, createdAt: now, expiresAt: now.addingTimeInterval(60))
            app.clock.advance(by: 61)
            let expired = try await jana.get("/verify-email/\(late.value)")
            #expect(expired.status == .gone)
            #expect(expired.text.contains(Texts.html(.verifyLinkExpired, .czech)))
        }
    }

    @Test func theAdminSetsUpTheMailServerWhichIsNeverEchoedAndOthersCannotSeeIt() async throws {
        try await withTestApp { app, client in
            var admin = try await Browser.signedUp(client, as: .jana)
            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await petr.get("/admin").status == .notFound)
            #expect(try await petr.post("/admin/mail-server", [("smtp_host", "evil.example")]).status == .notFound)
            #expect(try await petr.post("/admin/mail-server/test").status == .notFound)

            try await admin.get("/admin")
            let bad = try await admin.post(
                "/admin/mail-server",
                [
                    ("smtp_host", "mail.example.org"), ("smtp_port", "70000"), ("smtp_security", "carrier-pigeon"), ("smtp_from", "nope"),
                ])
            #expect(bad.status == .unprocessableContent)
            #expect(HTMLScraper.element(id: "smtp_port-error", in: bad.text) != nil)
            #expect(HTMLScraper.element(id: "smtp_security-error", in: bad.text) != nil)
            #expect(HTMLScraper.element(id: "smtp_from-error", in: bad.text) == Texts.html(.fieldProblem(.invalidEmail), .english))

            let fields = [
                ("smtp_host", "127.0.0.1"), ("smtp_port", "1"), ("smtp_security", "plain"), ("smtp_username", "domov"),
                ("smtp_from", "domov@example.org"),
            ]
            #expect(try await admin.post("/admin/mail-server", fields + [("smtp_password", "s3cret-pässword")]).status == .seeOther)
            let page = try await admin.get("/admin")
            #expect(!page.text.contains("s3cret"), "the password is never shown")
            #expect(HTMLScraper.input(id: "smtp_host", in: page.text)?["value"] == "127.0.0.1")
            // Saving without a password keeps the stored one.
            #expect(try await admin.post("/admin/mail-server", fields).status == .seeOther)
            #expect(try await app.storage.deliverySettings.mailServer()?.password == "s3cret-pässword")

            let test = try await admin.post("/admin/mail-server/test")
            #expect(test.status == .ok)
            let alert = try #require(HTMLScraper.element(id: "admin-alert", in: test.text))
            #expect(alert.contains("connection refused"))
            #expect(try await admin.post("/admin/mail-server", [("smtp_host", "")]).status == .seeOther)
            #expect(try await app.storage.deliverySettings.mailServer() == nil)
        }
    }

    @Test func theInboxAndSettingsThroughTheAPI() async throws {
        try await withTestApp { app, client in
            var (jana, _) = try await DeliveryDispatchTests.janaWithEvent(app, client)
            app.clock.set(to: ReminderDispatchTests.mondayNineUTC)
            try await app.dispatcher().runOnce()

            let inbox = try await jana.api(.get, "/api/v1/notifications")
            let notices = try #require(try JSONSerialization.jsonObject(with: Data(inbox.text.utf8)) as? [[String: Any]])
            #expect(notices.count == 2)
            let id = try #require(notices.first?["id"] as? String)
            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await petr.api(.post, "/api/v1/notifications/\(id)/read").status == .notFound)
            #expect(try await jana.api(.post, "/api/v1/notifications/\(id)/read").status == .noContent)
            #expect(try await jana.get("/notifications/unread").text == "{\"unread\":1}")
            #expect(try await jana.api(.post, "/api/v1/notifications/read-all").status == .noContent)
            #expect(try await jana.get("/notifications/unread").text == "{\"unread\":0}")

            let invalid = try await jana.api(
                .put, "/api/v1/notification-settings", json: "{\"defaultReminderMinutes\":7,\"quietHours\":{\"start\":\"22:00\"}}")
            #expect(invalid.status == .unprocessableContent)
            let problem = try invalid.json(ProblemDocument.self)
            #expect(Set(problem.errors?.map(\.field) ?? []) == ["defaultReminderMinutes", "quietHours.end"])
            let updated = try await jana.api(
                .put, "/api/v1/notification-settings",
                json: "{\"push\":false,\"defaultReminderMinutes\":60,\"quietHours\":{\"start\":\"22:30\",\"end\":\"06:00\"}}")
            #expect(updated.status == .ok)
            #expect(
                try await jana.api(.get, "/api/v1/notification-settings").text
                    == """
                    {\"defaultReminderMinutes\":60,\"email\":true,\"inApp\":true,\"push\":false,\"quietHours\":{\"end\":\"06:00\",\
                    \"start\":\"22:30\"}}
                    """
            )
            // Null removes; what is left out stays.
            _ = try await jana.api(.put, "/api/v1/notification-settings", json: "{\"quietHours\":null}")
            let petrSettings = try await petr.api(.get, "/api/v1/notification-settings").text
            #expect(petrSettings.contains("\"push\":true"), "Petr's own settings are untouched")
            #expect(try await jana.api(.get, "/api/v1/notification-settings").text.contains("quietHours") == false)
        }
    }
}
