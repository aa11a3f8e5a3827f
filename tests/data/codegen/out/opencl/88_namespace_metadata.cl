// Kernel parameters whose types live in a namespace: a typedef of float, a struct and an
// enum. The metadata must describe them like the same types declared at file scope
// (spec §9.1: typedefs map to their builtin dtype, structs list their fields, enums their
// enumerators).
typedef float phys__real_t;

struct phys__Params {
  int shift;
  float gain;
};

enum phys__Mode {
  phys__ADD = 0,
  phys__SUB = 1
};

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_namespaceMetadata_0(const int n, const phys__real_t scale, const struct phys__Params prm, const enum phys__Mode mode, __global const phys__real_t *x, __global phys__real_t *y) {
  {
    int b = 0 + (8 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      if (i < n) {
        const phys__real_t v = scale * prm.gain * x[i];
        y[i] = mode == 0 ? v + prm.shift : v - prm.shift;
      }
    }
  }
}
