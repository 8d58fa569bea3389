import Foundation

extension TimeZone {
    /// The zones a person can choose from, sorted: the IANA identifiers Foundation knows, and
    /// UTC, which it does not list under that name. Without UTC, a form showing an account or
    /// item in UTC would fall back to its first option (Africa/Abidjan) and save that instead.
    public static let selectableIdentifiers: [String] = Set(TimeZone.knownTimeZoneIdentifiers + ["UTC"]).sorted()
}
