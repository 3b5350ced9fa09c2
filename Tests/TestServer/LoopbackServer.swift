/// Placeholder until the loopback server lands.
public enum TestServerPlaceholder {}
