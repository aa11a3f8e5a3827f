// A header for `-I include/`.
#define BLOCK 64
