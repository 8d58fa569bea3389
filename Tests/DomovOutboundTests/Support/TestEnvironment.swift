import DomovOutbound
import Foundation
import Testing

/// The real SMTP sink (interop/servers/smtp_sink.py) named by DOMOV_TEST_SMTP_* variables,
/// which `bash .ci/run` sets after starting it.
struct SMTPSinkEnvironment: Sendable {
    var host: String
    var port: Int
    var tlsPort: Int
    var user: String
    var password: String
    var caPEM: String
    var maildir: URL

    static let current: SMTPSinkEnvironment? = {
        let env = ProcessInfo.processInfo.environment
        guard let host = env["DOMOV_TEST_SMTP_HOST"],
            let port = env["DOMOV_TEST_SMTP_PORT"].flatMap(Int.init),
            let tlsPort = env["DOMOV_TEST_SMTP_TLS_PORT"].flatMap(Int.init),
            let user = env["DOMOV_TEST_SMTP_USER"], let password = env["DOMOV_TEST_SMTP_PASSWORD"],
            let caFile = env["DOMOV_TEST_SMTP_CA_FILE"], let maildir = env["DOMOV_TEST_SMTP_MAILDIR"],
            let caPEM = try? String(contentsOfFile: caFile, encoding: .utf8)
        else { return nil }
        return SMTPSinkEnvironment(
            host: host, port: port, tlsPort: tlsPort, user: user, password: password,
            caPEM: caPEM, maildir: URL(fileURLWithPath: maildir))
    }()

    static let skipReason: Comment =
        """
        no SMTP sink: set DOMOV_TEST_SMTP_HOST, _PORT, _TLS_PORT, _USER, _PASSWORD, _CA_FILE and _MAILDIR (bash .ci/run starts \
        interop/servers/smtp_sink.py and sets them)
        """

    func configuration(
        security: SMTPConfiguration.Security, port: Int? = nil, password: String? = nil, from: String = "domov@domov.test"
    ) -> SMTPConfiguration {
        SMTPConfiguration(
            host: host, port: port ?? (security == .implicitTLS ? tlsPort : self.port), security: security,
            credentials: .init(username: user, password: password ?? self.password),
            heloName: "tests.domov.test",
            timeouts: .init(connect: 5, command: 10, dataTermination: 10, total: 60),
            tlsTrust: .only(pemCertificates: caPEM),
            from: MailAddress(from, displayName: "Domov")!)
    }

    /// What the sink's Python email parser made of the message with this Message-ID.
    func received(messageID: String) throws -> ReceivedMail? {
        let files = try FileManager.default.contentsOfDirectory(at: maildir, includingPropertiesForKeys: nil)
        for file in files where file.pathExtension == "json" {
            let mail = try JSONDecoder().decode(ReceivedMail.self, from: Data(contentsOf: file))
            if mail.message_id == messageID { return mail }
        }
        return nil
    }
}

/// The JSON summary smtp_sink.py writes beside every .eml.
struct ReceivedMail: Decodable {
    struct Address: Decodable { var display_name: String; var address: String }
    struct Node: Decodable { var content_type: String; var parts: [Node]? }
    struct Part: Decodable {
        var content_type: String
        var params: [String: String]
        var disposition: String?
        var filename: String?
        var transfer_encoding: String?
        var text: String?
        var base64: String?
    }
    var mail_from: String
    var rcpt_tos: [String]
    var subject: String
    var from: [Address]
    var to: [Address]
    var cc: [Address]
    var date: String
    var message_id: String
    var mime_version: String
    var structure: Node
    var parts: [Part]
    var defects: [String]
    var max_line_length: Int
    var bare_lf: Bool
}

/// The push sink (interop/servers/push_sink.py) at DOMOV_TEST_PUSH_URL.
enum PushSinkEnvironment {
    static let url: String? = ProcessInfo.processInfo.environment["DOMOV_TEST_PUSH_URL"]
    static let skipReason: Comment =
        "no push sink: set DOMOV_TEST_PUSH_URL (bash .ci/run starts interop/servers/push_sink.py and sets it)"
}
