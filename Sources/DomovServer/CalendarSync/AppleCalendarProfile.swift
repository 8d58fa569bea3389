import DomovCore
import Foundation

/// An Apple configuration profile (`.mobileconfig`) with one CalDAV account: opened on an
/// iPhone, iPad or Mac, it sets up Calendar and Reminders with Domov in one step, as Fastmail
/// and Nextcloud offer. It carries a password, so it is made on request (a POST), with an app
/// password of its own, and never stored.
struct AppleCalendarProfile: Sendable {
    let host: String
    let port: Int
    let usesSSL: Bool
    let principalURL: String
    let username: String
    let password: String
    /// The account's name in Calendar's list.
    let accountDescription: String
    /// The profile's name in Settings.
    let displayName: String
    /// The same for one person on one server, so installing a newer profile replaces the old one.
    let identifier: String
    let profileUUID: UUID
    let accountUUID: UUID

    static let contentType = "application/x-apple-aspen-config"
    static let fileName = "domov.mobileconfig"

    /// Nil when the site address is not an http(s) URL with a host.
    init?(
        siteAddress: String, user: User, password: String, accountDescription: String, displayName: String,
        profileUUID: UUID = UUID(), accountUUID: UUID = UUID()
    ) {
        guard let url = URL(string: siteAddress), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else { return nil }
        self.host = host
        usesSSL = scheme == "https"
        port = url.port ?? (usesSSL ? 443 : 80)
        principalURL = siteAddress + CalDAVPath.principal(user.id).href
        username = user.email
        self.password = password
        self.accountDescription = accountDescription
        self.displayName = displayName
        identifier = "domov.\(host.lowercased()).\(user.id)"
        self.profileUUID = profileUUID
        self.accountUUID = accountUUID
    }

    /// The XML property list. Every string is escaped: a display name may hold `&` or `<`.
    var propertyList: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(key("PayloadContent"))
        <array>
        <dict>
        \(key("CalDAVAccountDescription"))\(string(accountDescription))
        \(key("CalDAVHostName"))\(string(host))
        \(key("CalDAVPassword"))\(string(password))
        \(key("CalDAVPort"))<integer>\(port)</integer>
        \(key("CalDAVPrincipalURL"))\(string(principalURL))
        \(key("CalDAVUseSSL"))\(usesSSL ? "<true/>" : "<false/>")
        \(key("CalDAVUsername"))\(string(username))
        \(key("PayloadDescription"))\(string(accountDescription))
        \(key("PayloadDisplayName"))\(string(accountDescription))
        \(key("PayloadIdentifier"))\(string(identifier + ".caldav"))
        \(key("PayloadType"))\(string("com.apple.caldav.account"))
        \(key("PayloadUUID"))\(string(accountUUID.uuidString))
        \(key("PayloadVersion"))<integer>1</integer>
        </dict>
        </array>
        \(key("PayloadDisplayName"))\(string(displayName))
        \(key("PayloadIdentifier"))\(string(identifier))
        \(key("PayloadRemovalDisallowed"))<false/>
        \(key("PayloadType"))\(string("Configuration"))
        \(key("PayloadUUID"))\(string(profileUUID.uuidString))
        \(key("PayloadVersion"))<integer>1</integer>
        </dict>
        </plist>

        """
    }

    private func key(_ name: String) -> String { "<key>\(name)</key>" }

    private func string(_ value: String) -> String { "<string>\(Self.escape(value))</string>" }

    /// XML text: the five special characters as entities, and the control characters XML 1.0
    /// cannot hold at all left out.
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF { output.unicodeScalars.append(scalar) }
            }
        }
        return output
    }
}
