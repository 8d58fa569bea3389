// swift-tools-version:6.1
import PackageDescription

/// Strict settings shared by every target: Swift 6 language mode plus the upcoming
/// features that keep imports honest and existentials explicit.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Domov",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "domov", targets: ["domov"]),
        .library(name: "DomovCore", targets: ["DomovCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/vapor/sql-kit.git", from: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit.git", from: "4.5.2"),
        .package(url: "https://github.com/vapor/postgres-kit.git", from: "2.17.0"),
        // Only its GRDBSQLite module: the system's SQLite C library, declared and linked.
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        // Already in the graph through Hummingbird; named here because Domov imports them.
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        // zlib gzip in memory for compressed answers (a response-body middleware, not a channel handler).
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
    ],
    targets: [
        // Domain model and rules. Foundation only, so a native app could link it.
        .target(
            name: "DomovCore",
            resources: [.copy("NameDays/NameDayTables")],
            swiftSettings: swiftSettings
        ),
        // SQLKit over SQLite (embedded default; our own driver over the C library, with
        // SQLiteKit's dialect and value coding) and PostgreSQL (PostgresKit).
        .target(
            name: "DomovStorage",
            dependencies: [
                "DomovCore",
                .product(name: "SQLKit", package: "sql-kit"),
                "DomovSQLite",
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: swiftSettings
        ),
        // The SQLite driver: statements run on the calling thread over the system's SQLite
        // library. A module of its own because sqlite-nio's copy of the library (SQLiteKit)
        // declares the same C structs differently, and no module may see both.
        .target(
            name: "DomovSQLite",
            dependencies: [.product(name: "GRDBSQLite", package: "GRDB.swift")],
            swiftSettings: swiftSettings
        ),
        // Clients of other servers: SMTP email (SwiftNIO + NIOSSL), Web Push (RFC 8030/8291/8292),
        // subscribed calendars, the CalDAV client of external accounts and external sign-in
        // (OpenID Connect). "Delivery" means a notification's delivery; this target only talks.
        .target(
            name: "DomovOutbound",
            dependencies: [
                "DomovCore",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                // RS256 ID tokens of external sign-in providers.
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        // HTTP: web pages, JSON API and CalDAV, on Hummingbird 2.
        .target(
            name: "DomovServer",
            dependencies: [
                "DomovCore",
                "DomovStorage",
                "DomovOutbound",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                // The request deadline handler sits in the channel's HTTPTypes pipeline.
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            resources: [
                .copy("Resources/Static"), .copy("Resources/openapi.json"), .copy("Resources/starter-recipes.json"),
                .copy("Resources/RecipePictures"), .copy("Resources/Phrasebook"),
            ],
            swiftSettings: swiftSettings
        ),
        // Helpers for tests: frozen clock, predictable IDs, a fresh app per test.
        .target(
            name: "DomovTesting",
            dependencies: [
                "DomovCore",
                "DomovStorage",
                "DomovServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "domov",
            dependencies: [
                "DomovCore",
                "DomovStorage",
                "DomovOutbound",
                "DomovServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DomovCoreTests",
            dependencies: ["DomovCore", "DomovTesting"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DomovStorageTests",
            dependencies: [
                "DomovCore", "DomovStorage", "DomovSQLite", "DomovTesting", .product(name: "SQLKit", package: "sql-kit"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DomovOutboundTests",
            dependencies: [
                "DomovCore",
                "DomovOutbound",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DomovServerTests",
            dependencies: [
                "DomovCore", "DomovStorage", "DomovOutbound", "DomovServer", "DomovTesting",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                // Decompresses the gzip answers the compression tests receive.
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
