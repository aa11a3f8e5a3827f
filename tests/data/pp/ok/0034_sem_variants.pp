void ax_vp_knl(); void ax_v3();
#pragma unroll 4
