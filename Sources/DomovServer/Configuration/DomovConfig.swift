import DomovCore
import DomovStorage
import Foundation
import Logging

/// Everything Domov can be configured with, read once at start-up from flags, DOMOV_*
/// environment variables and an optional config file (in that order of precedence),
/// validated, and then passed explicitly. Nothing reads the environment after this.
public struct DomovConfig: Sendable, Equatable {
    public var host: String
    public var port: Int
    /// Holds the SQLite database when no database URL is given.
    public var dataDirectory: String
    public var database: DatabaseLocation
    /// The address people use to reach Domov, for absolute links in invitations.
    /// When nil, links are built from the request's Host header.
    public var publicURL: URL?
    public var logLevel: Logger.Level
    /// bcrypt work factor; 12 or more outside tests.
    public var passwordHashCost: UInt8
    /// Take the client address from X-Forwarded-For (only behind a reverse proxy you run).
    public var trustProxy: Bool
    /// How late a missed notice may still be sent after downtime; older ones are dropped and logged.
    public var notificationGrace: TimeInterval = 6 * 3600
    /// Let calendar subscriptions, external calendar accounts and push endpoints reach loopback
    /// and private networks (off: any member could otherwise make the server read, or post into,
    /// its own network).
    public var subscriptionsFromPrivateNetworks = false
    /// The key that seals external calendar accounts' passwords; made on first start. Every
    /// process sharing one PostgreSQL needs the same file.
    public var credentialsKeyFile: String
    /// External sign-in providers with their client credentials (`oidc_<provider>_<field>`
    /// settings); the log-in page offers exactly these.
    public var signInProviders: [SignInProvider] = []
    /// Where "Connect Google Calendar" finds the calendars, `{email}` standing for the Google
    /// account's address. Offered when the `google` sign-in provider is configured; its client
    /// serves the calendar connection too.
    public var googleCalDAVURL = DomovConfig.defaultGoogleCalDAVURL
    /// How long a connection may take to send a request's headers, or stay silent mid-request or
    /// between requests, before it is closed; a whole request must arrive within
    /// `requestTimeoutFactor` times this. Without it, slow clients could hold connections open
    /// without end.
    public var readTimeout: TimeInterval = 30
    /// When set, /metrics answers requests bearing this token (`Authorization: Bearer …`) from
    /// anywhere; when nil, it answers connections from loopback only.
    public var metricsToken: String?
    /// How much each person may keep: calendar objects, recipes and photos.
    public var usageLimits = UsageLimits.standard

    public static let defaultGoogleCalDAVURL = "https://apidata.googleusercontent.com/caldav/v2/{email}/user"
    public static let minimumPasswordHashCost: UInt8 = 12
    /// A whole request (headers and body) must arrive within this many read timeouts: a large
    /// upload on a slow line takes a while, a trickle meant to hold the connection longer.
    public static let requestTimeoutFactor = 10.0

    public init(
        host: String = "127.0.0.1", port: Int = 8080, dataDirectory: String = "./domov-data",
        database: DatabaseLocation? = nil, publicURL: URL? = nil, logLevel: Logger.Level = .info,
        passwordHashCost: UInt8 = DomovConfig.minimumPasswordHashCost, trustProxy: Bool = false
    ) {
        self.host = host
        self.port = port
        self.dataDirectory = dataDirectory
        self.database = database ?? .sqlite(path: URL(fileURLWithPath: dataDirectory).appendingPathComponent("domov.sqlite").path)
        credentialsKeyFile = Self.defaultCredentialsKeyFile(dataDirectory: dataDirectory)
        self.publicURL = publicURL
        self.logLevel = logLevel
        self.passwordHashCost = passwordHashCost
        self.trustProxy = trustProxy
    }

    static func defaultCredentialsKeyFile(dataDirectory: String) -> String {
        URL(fileURLWithPath: dataDirectory).appendingPathComponent("credentials.key").path
    }

    /// Cookies get the Secure flag when Domov is reached over HTTPS.
    public var usesHTTPS: Bool { publicURL?.scheme == "https" }
}

/// One setting: its flag, its environment variable, its config-file key and what it means.
/// The same table documents `domov --help` and the README.
public struct ConfigSetting: Sendable {
    public let key: String
    public let help: String

    public var environmentVariable: String { "DOMOV_" + key.uppercased().replacingOccurrences(of: "-", with: "_") }
    public var fileKey: String { key.replacingOccurrences(of: "-", with: "_") }

    public static let host = ConfigSetting(key: "host", help: "Address to listen on (default 127.0.0.1; 0.0.0.0 for all).")
    public static let port = ConfigSetting(key: "port", help: "Port to listen on (default 8080).")
    public static let dataDir = ConfigSetting(key: "data-dir", help: "Folder for the SQLite database (default ./domov-data).")
    public static let databaseURL = ConfigSetting(
        key: "database-url", help: "postgres://user:pass@host:5432/db to use PostgreSQL instead of SQLite.")
    public static let publicURL = ConfigSetting(key: "public-url", help: "The URL people reach Domov at, e.g. https://domov.example.org.")
    public static let logLevel = ConfigSetting(
        key: "log-level", help: "trace, debug, info, notice, warning, error or critical (default info).")
    public static let trustProxy = ConfigSetting(
        key: "trust-proxy",
        help: "true to take the client address from X-Forwarded-For (only behind your own reverse proxy; default false).")
    public static let notificationGrace = ConfigSetting(
        key: "notification-grace", help: "Minutes a reminder missed while Domov was down may still be sent, marked late (default 360).")
    public static let subscriptionsFromPrivateNetworks = ConfigSetting(
        key: "subscriptions-from-private-networks",
        help:
            """
            true to let calendar subscriptions, external calendar accounts and push endpoints reach loopback and private network \
            addresses, e.g. a calendar server at home, and push endpoints use http:// (default false).
            """
    )
    public static let credentialsKeyFile = ConfigSetting(
        key: "credentials-key-file",
        help:
            """
            The key file sealing external calendar accounts' passwords, made on first start (default <data-dir>/credentials.key; share it \
            between servers on one PostgreSQL).
            """
    )
    public static let googleCalDAVURL = ConfigSetting(
        key: "google-caldav-url",
        help:
            """
            Where \"Connect Google Calendar\" looks for calendars, {email} standing for the account's address (default \
            \(DomovConfig.defaultGoogleCalDAVURL)).
            """
    )
    public static let readTimeout = ConfigSetting(
        key: "read-timeout",
        help:
            """
            Seconds a connection may take to send a request's headers, or stay silent mid-request or between requests, before it is \
            closed; a whole request must arrive within ten times that (default 30).
            """
    )
    public static let metricsToken = ConfigSetting(
        key: "metrics-token",
        help:
            """
            A secret that Prometheus sends as `Authorization: Bearer <token>` to read /metrics from anywhere; without it /metrics answers \
            loopback connections only (default none).
            """
    )
    public static let userCalendarObjects = ConfigSetting(
        key: "user-calendar-objects",
        help:
            "The most calendar events and to-dos one person may keep, counted per series (default \(UsageLimits.standard.calendarObjects))."
    )
    public static let userCalendarMiB = ConfigSetting(
        key: "user-calendar-mib",
        help: "The most calendar text one person may keep, in MiB (default \(UsageLimits.standard.calendarBytes / UsageLimits.mebibyte))."
    )
    public static let userRecipes = ConfigSetting(
        key: "user-recipes", help: "The most recipes one person may add (default \(UsageLimits.standard.recipes))."
    )
    public static let userPhotos = ConfigSetting(
        key: "user-photos", help: "The most recipe photos one person's recipes may have (default \(UsageLimits.standard.photos))."
    )
    public static let userPhotoMiB = ConfigSetting(
        key: "user-photo-mib",
        help:
            """
            The most MiB of recipe photos one person's recipes may have (default \(UsageLimits.standard.photoBytes / UsageLimits.mebibyte)).
            """
    )
    public static let config = ConfigSetting(
        key: "config", help: "A config file of `key = value` lines using the keys above (e.g. port = 8080).")

    public static let all: [ConfigSetting] = [
        .host, .port, .dataDir, .databaseURL, .publicURL, .logLevel, .trustProxy, .notificationGrace, .subscriptionsFromPrivateNetworks,
        .credentialsKeyFile, .googleCalDAVURL, .readTimeout, .metricsToken,
        .userCalendarObjects, .userCalendarMiB, .userRecipes, .userPhotos, .userPhotoMiB,
    ]
}

public struct ConfigError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension DomovConfig {
    /// Merges the three sources and validates the result.
    /// - Parameters:
    ///   - flags: values given on the command line, by setting key (nil when not given).
    ///   - environment: the process environment.
    ///   - readFile: reads a config file; injected so tests need no files.
    public static func resolve(
        flags: [String: String], environment: [String: String],
        readFile: (String) throws -> String = { try String(contentsOfFile: $0, encoding: .utf8) }
    ) throws(ConfigError) -> DomovConfig {
        var file: [String: String] = [:]
        if let path = flags[ConfigSetting.config.key] ?? environment[ConfigSetting.config.environmentVariable] {
            let text: String
            do { text = try readFile(path) } catch { throw ConfigError("Cannot read the config file \(path): \(error)") }
            file = try parseFile(text, path: path)
        }
        func value(_ setting: ConfigSetting) -> String? {
            flags[setting.key] ?? environment[setting.environmentVariable] ?? file[setting.fileKey]
        }

        var config = DomovConfig()
        if let host = value(.host) {
            guard !host.isEmpty else { throw ConfigError("--host must not be empty.") }
            config.host = host
        }
        if let port = value(.port) {
            guard let number = Int(port), (0...65535).contains(number) else {
                throw ConfigError("--port must be a number from 0 to 65535 (got \"\(port)\").")
            }
            config.port = number
        }
        if let dataDir = value(.dataDir) {
            guard !dataDir.isEmpty else { throw ConfigError("--data-dir must not be empty.") }
            config.dataDirectory = dataDir
        }
        config.database = .sqlite(path: URL(fileURLWithPath: config.dataDirectory).appendingPathComponent("domov.sqlite").path)
        config.credentialsKeyFile = defaultCredentialsKeyFile(dataDirectory: config.dataDirectory)
        if let keyFile = value(.credentialsKeyFile) {
            guard !keyFile.isEmpty else { throw ConfigError("--credentials-key-file must not be empty.") }
            config.credentialsKeyFile = keyFile
        }
        if let url = value(.databaseURL), !url.isEmpty {
            do { config.database = try DatabaseLocation(url: url) } catch { throw ConfigError(error.description) }
        }
        if let publicURL = value(.publicURL), !publicURL.isEmpty {
            guard let url = URL(string: publicURL), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
                throw ConfigError("--public-url must be an http:// or https:// URL (got \"\(publicURL)\").")
            }
            config.publicURL = url
        }
        if let level = value(.logLevel) {
            guard let parsed = Logger.Level(rawValue: level.lowercased()) else {
                throw ConfigError("--log-level must be one of trace, debug, info, notice, warning, error, critical (got \"\(level)\").")
            }
            config.logLevel = parsed
        }
        if let trust = value(.trustProxy) {
            guard let parsed = Bool(trust.lowercased()) else {
                throw ConfigError("--trust-proxy must be true or false (got \"\(trust)\").")
            }
            config.trustProxy = parsed
        }
        if let allowed = value(.subscriptionsFromPrivateNetworks) {
            guard let parsed = Bool(allowed.lowercased()) else {
                throw ConfigError("--subscriptions-from-private-networks must be true or false (got \"\(allowed)\").")
            }
            config.subscriptionsFromPrivateNetworks = parsed
        }
        if let grace = value(.notificationGrace) {
            guard let minutes = Int(grace), (0...10_080).contains(minutes) else {
                throw ConfigError("--notification-grace must be a number of minutes from 0 to 10080 (got \"\(grace)\").")
            }
            config.notificationGrace = TimeInterval(minutes * 60)
        }
        if let url = value(.googleCalDAVURL), !url.isEmpty {
            guard let parsed = URL(string: url.replacingOccurrences(of: "{email}", with: "x")),
                ["http", "https"].contains(parsed.scheme ?? ""),
                parsed.host != nil
            else {
                throw ConfigError("--google-caldav-url must be an http:// or https:// URL (got \"\(url)\").")
            }
            config.googleCalDAVURL = url
        }
        if let timeout = value(.readTimeout) {
            guard let seconds = Double(timeout), seconds >= 1, seconds <= 3600 else {
                throw ConfigError("--read-timeout must be a number of seconds from 1 to 3600 (got \"\(timeout)\").")
            }
            config.readTimeout = seconds
        }
        if let token = value(.metricsToken), !token.isEmpty {
            guard token.count >= 16 else { throw ConfigError("--metrics-token must be at least 16 characters long.") }
            config.metricsToken = token
        }
        config.usageLimits = try usageLimits(value)
        do throws(SignInProviderSettingsError) {
            var oidc: [String: String] = [:]
            for (key, value) in file where key.hasPrefix("oidc_") { oidc[String(key.dropFirst(5))] = value }
            for (key, value) in environment where key.hasPrefix("DOMOV_OIDC_") { oidc[String(key.dropFirst(11)).lowercased()] = value }
            config.signInProviders = try SignInProviderSettings.providers(from: oidc)
        } catch {
            throw ConfigError(error.description)
        }
        return config
    }

    /// `key = value` lines; blank lines and lines starting with # are ignored.
    static func parseFile(_ text: String, path: String) throws(ConfigError) -> [String: String] {
        let known = Set(ConfigSetting.all.map(\.fileKey))
        var values: [String: String] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { throw ConfigError("\(path):\(index + 1): expected `key = value`.") }
            // Sign-in providers have open-ended keys, checked by SignInProviderSettings.
            guard known.contains(parts[0]) || parts[0].hasPrefix("oidc_") else {
                throw ConfigError(
                    "\(path):\(index + 1): unknown setting \"\(parts[0])\". Known: \(known.sorted().joined(separator: ", ")).")
            }
            values[parts[0]] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return values
    }
}
