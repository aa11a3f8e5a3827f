#define LOCAL 1
