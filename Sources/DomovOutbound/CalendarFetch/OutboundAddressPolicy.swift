import Foundation
import NIOCore
import NIOPosix
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which hosts Domov may fetch from on its users' behalf. Any member can type a subscription's
/// address, so without this check anyone could make the server read its own loopback services
/// or the provider's private network (server-side request forgery) and learn from the answer.
///
/// The host is resolved and every address it has must be public. The HTTP client resolves the
/// name again when it connects, so a name whose answer changes in between (DNS rebinding) is not
/// stopped here; the short time between the two keeps that narrow.
public struct OutboundAddressPolicy: Sendable {
    /// True on a single-household server that subscribes to calendars on its own network (and in
    /// tests, whose servers listen on loopback).
    public var allowsPrivateNetworks: Bool

    public init(allowsPrivateNetworks: Bool = false) {
        self.allowsPrivateNetworks = allowsPrivateNetworks
    }

    public enum Refusal: Error, Equatable, Sendable {
        /// The host is, or resolves to, a loopback, private, link-local or otherwise non-public address.
        case privateAddress(host: String)
        case unresolvable(host: String)
        /// Not an https:// address with a host, where only those are taken (push endpoints).
        case notHTTPS(url: String)
    }

    /// For push endpoints, which RFC 8030 §8 puts on HTTPS: throws unless `url` is https:// and
    /// its host passes `check(host:)`. Where private networks are allowed (a push service on the
    /// home network, a test's sink on loopback), http:// is taken too.
    ///
    /// Callers check before every request, so every connection the client opens for one (it
    /// opens none without one) is to a host checked just before.
    public func check(secureURL url: String) async throws {
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(), let host = parsed.host, !host.isEmpty,
            scheme == "https" || (allowsPrivateNetworks && scheme == "http")
        else { throw Refusal.notHTTPS(url: url) }
        try await check(host: host)
    }

    /// Throws unless every address of `host` is public (or private networks are allowed).
    public func check(host: String) async throws {
        guard !allowsPrivateNetworks else { return }
        let addresses = try await Self.resolve(host)
        guard !addresses.isEmpty else { throw Refusal.unresolvable(host: host) }
        if addresses.contains(where: { !Self.isPublic($0) }) { throw Refusal.privateAddress(host: host) }
    }

    /// Every address getaddrinfo gives for the host, as 4 or 16 bytes; on a thread of its own,
    /// since getaddrinfo blocks.
    static func resolve(_ host: String) async throws -> [[UInt8]] {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return try await NIOThreadPool.singleton.runIfActive {
            var hints = addrinfo()
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            var list: UnsafeMutablePointer<addrinfo>?
            guard getaddrinfo(bare, nil, &hints, &list) == 0, let first = list else { return [] }
            defer { freeaddrinfo(first) }
            var addresses: [[UInt8]] = []
            var entry: UnsafeMutablePointer<addrinfo>? = first
            while let current = entry {
                if let address = current.pointee.ai_addr {
                    switch Int32(address.pointee.sa_family) {
                    case AF_INET:
                        address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { v4 in
                            addresses.append(withUnsafeBytes(of: v4.pointee.sin_addr) { Array($0) })
                        }
                    case AF_INET6:
                        address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { v6 in
                            addresses.append(withUnsafeBytes(of: v6.pointee.sin6_addr) { Array($0) })
                        }
                    default:
                        break
                    }
                }
                entry = current.pointee.ai_next
            }
            return addresses
        }
    }

    /// False for the ranges RFC 6890 and its successors set aside: unspecified, loopback, private,
    /// shared (carrier-grade NAT), link-local, benchmarking, multicast and reserved; IPv6 unique
    /// local, link-local and multicast; IPv4-mapped IPv6 addresses by their IPv4 address.
    static func isPublic(_ bytes: [UInt8]) -> Bool {
        if bytes.count == 4 {
            let (a, b) = (bytes[0], bytes[1])
            switch a {
            case 0, 10, 127: return false
            case 100 where (64...127).contains(b): return false
            case 169 where b == 254: return false
            case 172 where (16...31).contains(b): return false
            case 192 where b == 168 || (b == 0 && bytes[2] == 0): return false
            case 198 where b == 18 || b == 19: return false
            case 224...: return false
            default: return true
            }
        }
        guard bytes.count == 16 else { return false }
        if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF { return isPublic(Array(bytes[12...])) }
        if bytes[0..<15].allSatisfy({ $0 == 0 }) { return false } // :: and ::1
        if bytes[0] & 0xFE == 0xFC { return false } // fc00::/7
        if bytes[0] == 0xFE, bytes[1] & 0xC0 == 0x80 { return false } // fe80::/10
        if bytes[0] == 0xFF { return false } // multicast
        return true
    }
}
