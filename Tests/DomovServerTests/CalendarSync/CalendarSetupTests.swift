import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// Connecting a calendar app: the section on Settings and the planner's Calendar apps tab,
/// and the Apple configuration profile with its own working app password.
@Suite("Calendar app setup")
struct CalendarSetupTests {
    static let czech: HTTPFields = [.acceptLanguage: "cs"]

    @Test func settingsAndTheCalendarAppsTabGiveTheAddressTheUserNameAndEachAppsSteps() async throws {
        try await withTestApp(configure: { $0.publicURL = URL(string: "https://domov.example.org") }) { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            for (path, onSettings) in [(SiteURL.settings.path, true), (SiteURL.planner(.feeds(household)).path, false)] {
                let page = try await jana.get(path)
                #expect(page.status == .ok)
                let html = page.text
                #expect(HTMLScraper.input(id: "caldav-address", in: html)?["value"] == "https://domov.example.org/dav/", "\(path)")
                #expect(HTMLScraper.element(id: "caldav-username", in: html)?.contains(TestAccount.jana.email) == true)
                #expect(html.contains("<svg class=\"qr-code\" id=\"caldav-qr\""))
                #expect(html.contains("action=\"/settings/calendar-profile\""))
                for app in CalendarSetupApp.allCases { #expect(html.contains("<details id=\"setup-\(app.rawValue)\">"), "\(app)") }
                #expect(html.contains("Google Calendar cannot connect to other CalDAV servers"))
                #expect(html.contains("href=\"/settings#app-passwords-heading\"") == !onSettings)
                #expect(!html.contains("style="), "the CSP forbids inline styles")
            }
            let czech = try await jana.get(SiteURL.settings.path, headers: Self.czech)
            #expect(czech.text.contains("Připojení kalendářové aplikace"))
            #expect(czech.text.contains("Stáhnout profil"))
        }
    }

    @Test func withoutAPublicURLTheAddressIsTheServers() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let page = try await jana.get(SiteURL.settings.path)
            #expect(
                HTMLScraper.input(id: "caldav-address", in: page.text)?["value"] == "http://localhost/dav/", "the Host the browser used")
        }
    }

    @Test func theProfileIsAPropertyListWithACalDAVAccountAndAWorkingAppPassword() async throws {
        try await withTestApp(configure: { $0.publicURL = URL(string: "https://domov.example.org:8443") }) { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            try await jana.get(SiteURL.settings.path)
            let response = try await jana.post(SiteURL.settingsCalendarProfile.path)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/x-apple-aspen-config")
            #expect(response.headers[.contentDisposition] == "attachment; filename=domov.mobileconfig")
            #expect(response.headers[.cacheControl] == "no-store")

            let plist = try #require(
                try PropertyListSerialization.propertyList(from: Data(response.body.readableBytesView), format: nil) as? [String: Any]
            )
            #expect(plist["PayloadType"] as? String == "Configuration")
            #expect(plist["PayloadVersion"] as? Int == 1)
            #expect((plist["PayloadIdentifier"] as? String)?.hasPrefix("domov.domov.example.org.") == true)
            #expect(UUID(uuidString: plist["PayloadUUID"] as? String ?? "") != nil)
            #expect(plist["PayloadDisplayName"] as? String == "Domov calendars")
            let payloads = try #require(plist["PayloadContent"] as? [[String: Any]])
            #expect(payloads.count == 1)
            let account = try #require(payloads.first)
            #expect(account["PayloadType"] as? String == "com.apple.caldav.account")
            #expect(UUID(uuidString: account["PayloadUUID"] as? String ?? "") != nil)
            #expect(account["PayloadIdentifier"] as? String != plist["PayloadIdentifier"] as? String)
            #expect(account["PayloadVersion"] as? Int == 1)
            #expect(account["CalDAVHostName"] as? String == "domov.example.org")
            #expect(account["CalDAVPort"] as? Int == 8443)
            #expect(account["CalDAVUseSSL"] as? Bool == true)
            #expect(account["CalDAVUsername"] as? String == TestAccount.jana.email)
            #expect(account["CalDAVAccountDescription"] as? String == "Domov")
            let principal = try #require(account["CalDAVPrincipalURL"] as? String)
            #expect(principal.hasPrefix("https://domov.example.org:8443/dav/principals/"))
            let password = try #require(account["CalDAVPassword"] as? String)

            // A fresh app password, listed in Settings under a name with today's date.
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            let passwords = try await app.storage.appPasswords.list(userID: user.id)
            let today = CalendarSetupSection.day(app.clock.now, in: user.preferences.timeZone)
            #expect(passwords.map(\.name) == ["Apple profile \(today)"])
            #expect(principal == "https://domov.example.org:8443/dav/principals/\(user.id)/")

            // It works: a calendar app signing in with it is answered 207.
            var calendarApp = Browser(client)
            let basic = "Basic " + Data("\(TestAccount.jana.email):\(password)".utf8).base64EncodedString()
            let propfind = try await calendarApp.request(
                "/dav/principals/\(user.id)/", method: .propfind, headers: [.authorization: basic, .depth: "0"],
                body: ByteBuffer(string: #"<d:propfind xmlns:d="DAV:"><d:prop><d:current-user-principal/></d:prop></d:propfind>"#)
            )
            #expect(propfind.status.code == 207)
        }
    }

    @Test func eachDownloadMakesItsOwnPasswordAndCzechNamesIt() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana, headers: Self.czech)
            try await jana.get(SiteURL.settings.path)
            let first = try await jana.post(SiteURL.settingsCalendarProfile.path)
            let second = try await jana.post(SiteURL.settingsCalendarProfile.path)
            func password(_ response: TestResponse) throws -> String? {
                let plist =
                    try PropertyListSerialization.propertyList(from: Data(response.body.readableBytesView), format: nil) as? [String: Any]
                return (plist?["PayloadContent"] as? [[String: Any]])?.first?["CalDAVPassword"] as? String
            }
            #expect(try password(first) != nil)
            #expect(try password(first) != password(second))
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            let names = try await app.storage.appPasswords.list(userID: user.id).map(\.name)
            #expect(names.count == 2)
            #expect(names.allSatisfy { $0.hasPrefix("Profil Apple ") })
        }
    }

    @Test func theProfileNeedsAPostWithTheFormsTokenAndASignedInPerson() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            #expect(try await jana.get(SiteURL.settingsCalendarProfile.path).status != .ok, "no GET makes a secret")
            let forged = try await jana.request(
                SiteURL.settingsCalendarProfile.path, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"])
            #expect(forged.status == .forbidden)
            var stranger = Browser(client)
            let signedOut = try await stranger.post(SiteURL.settingsCalendarProfile.path)
            #expect(signedOut.status != .ok)
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            #expect(try await app.storage.appPasswords.list(userID: user.id).isEmpty)
        }
    }

    /// The email (which may hold `&`) and the names go into XML: escaped, they read back as they were.
    @Test func thePropertyListEscapesItsText() throws {
        let user = User(
            id: ID<User>("6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b")!, email: "tom&jerry+<home>@example.org", displayName: "Tom",
            nickname: "tom", isAdmin: false,
            isDisabled: false, preferences: UserPreferences(), currentHouseholdID: nil, createdAt: Date(timeIntervalSince1970: 0)
        )
        let profile = try #require(
            AppleCalendarProfile(
                siteAddress: "http://127.0.0.1:18300", user: user, password: "dmv_app_\"secret'", accountDescription: "Doma & <chata>",
                displayName: "Kalendáře \"Domova\"\u{1}"
            ))
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: Data(profile.propertyList.utf8), format: nil) as? [String: Any])
        let account = try #require((plist["PayloadContent"] as? [[String: Any]])?.first)
        #expect(account["CalDAVUsername"] as? String == "tom&jerry+<home>@example.org")
        #expect(account["CalDAVAccountDescription"] as? String == "Doma & <chata>")
        #expect(account["CalDAVPassword"] as? String == "dmv_app_\"secret'")
        #expect(account["CalDAVUseSSL"] as? Bool == false)
        #expect(account["CalDAVPort"] as? Int == 18300)
        #expect(plist["PayloadDisplayName"] as? String == "Kalendáře \"Domova\"", "a control character XML cannot hold is left out")
    }
}
