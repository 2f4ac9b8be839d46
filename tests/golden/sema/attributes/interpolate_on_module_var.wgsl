@interpolate(flat) var<private> id: u32;
