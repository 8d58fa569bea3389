import DomovCore
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Testing

/// The SMTP and push sinks of interop/servers, as `bash .ci/run sinks swift-test` starts them
/// and names them in DOMOV_TEST_SMTP_* and DOMOV_TEST_PUSH_URL. Tests that need them are skipped
/// without them.
enum DeliverySinks {
    static let environment = ProcessInfo.processInfo.environment

    struct SMTP: Sendable {
        var host: String
        var port: Int
        var user: String
        var password: String
        var caPEM: String
        var maildir: URL

        /// The admin's settings for the sink's STARTTLS port.
        var mailServer: MailServerSettings {
            MailServerSettings(
                host: host, port: port, security: .startTLS, username: user, password: password, fromAddress: "domov@domov.test")
        }

        /// What the sink's parser made of every message it got.
        func messages() throws -> [[String: Any]] {
            let files = (try? FileManager.default.contentsOfDirectory(at: maildir, includingPropertiesForKeys: nil)) ?? []
            return try files.filter { $0.pathExtension == "json" }.compactMap {
                try JSONSerialization.jsonObject(with: Data(contentsOf: $0)) as? [String: Any]
            }
        }

        func messages(to address: String) throws -> [[String: Any]] {
            try messages().filter { ($0["rcpt_tos"] as? [String])?.contains(address) == true }
        }

        /// The decoded text of the message's part of this content type.
        static func part(_ message: [String: Any], _ contentType: String) -> String? {
            (message["parts"] as? [[String: Any]])?.first { $0["content_type"] as? String == contentType }?["text"] as? String
        }
    }

    static let smtp: SMTP? = {
        guard let host = environment["DOMOV_TEST_SMTP_HOST"], let port = environment["DOMOV_TEST_SMTP_PORT"].flatMap(Int.init),
            let user = environment["DOMOV_TEST_SMTP_USER"], let password = environment["DOMOV_TEST_SMTP_PASSWORD"],
            let caFile = environment["DOMOV_TEST_SMTP_CA_FILE"], let maildir = environment["DOMOV_TEST_SMTP_MAILDIR"],
            let caPEM = try? String(contentsOfFile: caFile, encoding: .utf8)
        else { return nil }
        return SMTP(host: host, port: port, user: user, password: password, caPEM: caPEM, maildir: URL(fileURLWithPath: maildir))
    }()

    static let pushURL: String? = environment["DOMOV_TEST_PUSH_URL"]

    /// A browser's subscription at the push sink: `path` decides how the sink answers
    /// ("/push/ID" decrypts and records; "/status/410/ID" answers 410).
    static func pushSubscriptionJSON(path: String, label: String = "Sink") async throws -> String {
        let base = try #require(pushURL)
        let (data, _) = try await URLSession.shared.data(from: try #require(URL(string: base + "/subscription")))
        let sink = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        let endpoint = base + path
        return """
            {"endpoint":"\(endpoint)","expirationTime":null,"keys":{"p256dh":"\(sink["p256dh"]!)","auth":"\(sink["auth"]!)"},\
            "label":"\(label)"}
            """
    }

    /// What the push sink decrypted for `id`, or nil.
    static func pushReceived(_ id: String) async throws -> [String: Any]? {
        let base = try #require(pushURL)
        let (data, response) = try await URLSession.shared.data(from: try #require(URL(string: base + "/received/" + id)))
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { return nil }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any]
    }
}
