import DomovCore
@testable import DomovServer
import DomovStorage
import Foundation
import Logging
import Testing

@Suite("DomovConfig.resolve")
struct DomovConfigTests {
    @Test func defaults() throws {
        let config = try DomovConfig.resolve(flags: [:], environment: [:])
        #expect(config == DomovConfig())
        #expect(config.host == "127.0.0.1")
        #expect(config.port == 8080)
        #expect(config.database == .sqlite(path: URL(fileURLWithPath: "./domov-data").appendingPathComponent("domov.sqlite").path))
        #expect(!config.usesHTTPS)
        #expect(!config.subscriptionsFromPrivateNetworks, "subscriptions never reach private networks unless asked")
        #expect(
            try DomovConfig.resolve(flags: [:], environment: ["DOMOV_SUBSCRIPTIONS_FROM_PRIVATE_NETWORKS": "true"])
                .subscriptionsFromPrivateNetworks)
    }

    @Test func flagsWinOverEnvironmentWhichWinsOverTheFile() throws {
        let file = "port = 7000\nhost = 0.0.0.0\n# a comment\n\nlog_level = \"debug\"\n"
        let config = try DomovConfig.resolve(
            flags: ["port": "9000", "config": "/etc/domov.conf"],
            environment: ["DOMOV_PORT": "8000", "DOMOV_HOST": "192.0.2.1", "DOMOV_PUBLIC_URL": "https://domov.example.org"],
            readFile: { path in
                #expect(path == "/etc/domov.conf")
                return file
            }
        )
        #expect(config.port == 9000)
        #expect(config.host == "192.0.2.1")
        #expect(config.logLevel == .debug)
        #expect(config.usesHTTPS)
    }

    @Test func databaseURLChoosesPostgreSQL() throws {
        let config = try DomovConfig.resolve(flags: [:], environment: ["DOMOV_DATABASE_URL": "postgres://u:secret@db/domov"])
        #expect(config.database == .postgres(url: "postgres://u:secret@db/domov"))
        #expect(!config.database.description.contains("secret"), "the password never reaches logs")
    }

    @Test(arguments: [
        (["port": "80000"], "--port"),
        (["port": "eighty"], "--port"),
        (["host": ""], "--host"),
        (["public-url": "domov.example.org"], "--public-url"),
        (["log-level": "loud"], "--log-level"),
        (["trust-proxy": "maybe"], "--trust-proxy"),
        (["subscriptions-from-private-networks": "yes"], "--subscriptions-from-private-networks"),
        (["database-url": "mysql://x"], "postgres://"),
        (["google-caldav-url": "apidata/{email}"], "--google-caldav-url"),
        (["read-timeout": "0"], "--read-timeout"),
        (["read-timeout": "3601"], "--read-timeout"),
        (["metrics-token": "too-short"], "--metrics-token"),
        (["user-calendar-objects": "0"], "--user-calendar-objects"),
        (["user-calendar-mib": "lots"], "--user-calendar-mib"),
        (["user-recipes": "-5"], "--user-recipes"),
        (["user-photos": "2000000000"], "--user-photos"),
        (["user-photo-mib": "1.5"], "--user-photo-mib"),
    ])
    func invalidValuesFailWithAMessageNamingTheSetting(flags: [String: String], mentions: String) {
        let error = #expect(throws: ConfigError.self) { try DomovConfig.resolve(flags: flags, environment: [:]) }
        #expect(error?.description.contains(mentions) == true, "\(error?.description ?? "")")
    }

    /// The per-person limits default to what no family reaches; each can be set, sizes in MiB.
    @Test func usageLimitsDefaultAndCanBeSetFromEverySource() throws {
        #expect(try DomovConfig.resolve(flags: [:], environment: [:]).usageLimits == .standard)
        #expect(
            UsageLimits.standard
                == UsageLimits(
                    calendarObjects: 20_000, calendarBytes: 100 << 20, recipes: 5_000, photos: 2_000, photoBytes: 1 << 30
                ))
        let config = try DomovConfig.resolve(
            flags: ["user-calendar-objects": "10", "config": "domov.conf"],
            environment: ["DOMOV_USER_CALENDAR_MIB": "2", "DOMOV_USER_RECIPES": "30"],
            readFile: { _ in "user_photos = 4\nuser_photo_mib = 5\n" }
        )
        #expect(config.usageLimits == UsageLimits(calendarObjects: 10, calendarBytes: 2 << 20, recipes: 30, photos: 4, photoBytes: 5 << 20))
    }

    /// Google's CalDAV address unless told otherwise (the interop tests point it at a proxy).
    @Test func theGoogleCalDAVAddressDefaultsToGooglesAndCanBeChanged() throws {
        #expect(
            try DomovConfig.resolve(flags: [:], environment: [:]).googleCalDAVURL
                == "https://apidata.googleusercontent.com/caldav/v2/{email}/user")
        let changed = try DomovConfig.resolve(flags: [:], environment: ["DOMOV_GOOGLE_CALDAV_URL": "http://127.0.0.1:5232/"])
        #expect(changed.googleCalDAVURL == "http://127.0.0.1:5232/")
        let fromFile = try DomovConfig.resolve(
            flags: ["config": "domov.conf"], environment: [:], readFile: { _ in "google_caldav_url = https://dav.example/{email}/\n" })
        #expect(fromFile.googleCalDAVURL == "https://dav.example/{email}/")
    }

    @Test func fileErrorsNameTheLine() {
        let unknown = #expect(throws: ConfigError.self) {
            try DomovConfig.resolve(flags: ["config": "domov.conf"], environment: [:], readFile: { _ in "port = 1\nsecret = x\n" })
        }
        #expect(unknown?.description.contains("domov.conf:2") == true)
        let malformed = #expect(throws: ConfigError.self) {
            try DomovConfig.resolve(flags: ["config": "domov.conf"], environment: [:], readFile: { _ in "just words" })
        }
        #expect(malformed?.description.contains("domov.conf:1") == true)
    }
}
