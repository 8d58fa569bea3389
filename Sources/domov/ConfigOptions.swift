import DomovCore
import DomovStorage
import ArgumentParser
import DomovServer
import Foundation

/// The options every subcommand understands; `resolve()` merges them with the environment
/// and the config file into the one `DomovConfig`.
struct ConfigOptions: ParsableArguments {
    @Option(help: ArgumentHelp(ConfigSetting.config.help, valueName: "file")) var config: String?
    @Option(help: ArgumentHelp(ConfigSetting.host.help)) var host: String?
    @Option(help: ArgumentHelp(ConfigSetting.port.help)) var port: String?
    @Option(help: ArgumentHelp(ConfigSetting.dataDir.help, valueName: "path")) var dataDir: String?
    @Option(help: ArgumentHelp(ConfigSetting.databaseURL.help, valueName: "url")) var databaseURL: String?
    @Option(help: ArgumentHelp(ConfigSetting.publicURL.help, valueName: "url")) var publicURL: String?
    @Option(help: ArgumentHelp(ConfigSetting.logLevel.help)) var logLevel: String?
    @Option(help: ArgumentHelp(ConfigSetting.trustProxy.help)) var trustProxy: String?
    @Option(help: ArgumentHelp(ConfigSetting.notificationGrace.help, valueName: "minutes")) var notificationGrace: String?
    @Option(help: ArgumentHelp(ConfigSetting.subscriptionsFromPrivateNetworks.help)) var subscriptionsFromPrivateNetworks: String?
    @Option(help: ArgumentHelp(ConfigSetting.credentialsKeyFile.help, valueName: "path")) var credentialsKeyFile: String?
    @Option(name: .customLong("google-caldav-url"), help: ArgumentHelp(ConfigSetting.googleCalDAVURL.help, valueName: "url"))
    var googleCalDAVURL: String?
    @Option(help: ArgumentHelp(ConfigSetting.readTimeout.help, valueName: "seconds")) var readTimeout: String?
    @Option(help: ArgumentHelp(ConfigSetting.metricsToken.help, valueName: "token")) var metricsToken: String?
    @Option(help: ArgumentHelp(ConfigSetting.userCalendarObjects.help, valueName: "count")) var userCalendarObjects: String?
    @Option(name: .customLong("user-calendar-mib"), help: ArgumentHelp(ConfigSetting.userCalendarMiB.help, valueName: "MiB"))
    var userCalendarMiB: String?
    @Option(help: ArgumentHelp(ConfigSetting.userRecipes.help, valueName: "count")) var userRecipes: String?
    @Option(help: ArgumentHelp(ConfigSetting.userPhotos.help, valueName: "count")) var userPhotos: String?
    @Option(name: .customLong("user-photo-mib"), help: ArgumentHelp(ConfigSetting.userPhotoMiB.help, valueName: "MiB")) var userPhotoMiB:
        String?

    func resolve() throws -> DomovConfig {
        var flags: [String: String] = [:]
        let given: [(ConfigSetting, String?)] = [
            (.config, config), (.host, host), (.port, port), (.dataDir, dataDir), (.databaseURL, databaseURL),
            (.publicURL, publicURL), (.logLevel, logLevel), (.trustProxy, trustProxy), (.notificationGrace, notificationGrace),
            (.subscriptionsFromPrivateNetworks, subscriptionsFromPrivateNetworks), (.credentialsKeyFile, credentialsKeyFile),
            (.googleCalDAVURL, googleCalDAVURL), (.readTimeout, readTimeout), (.metricsToken, metricsToken),
            (.userCalendarObjects, userCalendarObjects), (.userCalendarMiB, userCalendarMiB), (.userRecipes, userRecipes),
            (.userPhotos, userPhotos), (.userPhotoMiB, userPhotoMiB),
        ]
        for (setting, value) in given { flags[setting.key] = value }
        do {
            return try DomovConfig.resolve(flags: flags, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
