struct Settings {
  enabled: bool,
  scale: f32,
}
@group(0) @binding(0) var<uniform> settings: Settings;
